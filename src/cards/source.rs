//! Where content comes from: the copy embedded in the binary by `build.rs` (so the game runs from any
//! folder with no set-up), or a folder on disk (a modder's, or the repo's own while developing).

use std::path::Path;

include!(concat!(env!("OUT_DIR"), "/embedded_content.rs"));

/// One content file: its path (relative to the content root, with `/`) and its text.
#[derive(Debug, Clone)]
pub struct SourceFile {
    /// The path as errors print it.
    pub path: String,
    /// The whole text.
    pub text: String,
}

/// The embedded files whose path starts with `prefix` (e.g. "assets/hearth/cards/"), sorted by path.
pub fn embedded_files(prefix: &str) -> Vec<SourceFile> {
    EMBEDDED
        .iter()
        .filter(|(path, _)| path.starts_with(prefix))
        .map(|(path, text)| SourceFile {
            path: (*path).to_string(),
            text: (*text).to_string(),
        })
        .collect()
}

/// Every `.ron` file under `path` (a file or a folder, recursively), sorted by path.
pub fn files_under(path: &Path) -> std::io::Result<Vec<SourceFile>> {
    let mut out = Vec::new();
    collect(path, &mut out)?;
    out.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(out)
}

fn collect(path: &Path, out: &mut Vec<SourceFile>) -> std::io::Result<()> {
    if path.is_dir() {
        for entry in std::fs::read_dir(path)? {
            collect(&entry?.path(), out)?;
        }
    } else if path.extension().is_some_and(|e| e == "ron") {
        out.push(SourceFile {
            path: path.display().to_string(),
            text: std::fs::read_to_string(path)?,
        });
    }
    Ok(())
}

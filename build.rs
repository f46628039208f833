//! Embeds the shipped RON content (assets/ and levels/) into the binary, so `emberdeck` runs from any
//! folder with no set-up, and asks Cargo to rebuild whenever a content file changes.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let mut files = Vec::new();
    for folder in ["assets", "levels"] {
        let dir = root.join(folder);
        println!("cargo:rerun-if-changed={}", dir.display());
        collect(&dir, &mut files);
    }
    files.sort();
    let mut code = String::from(
        "/// Every shipped content file: (path under the repo, text).\n\
         pub static EMBEDDED: &[(&str, &str)] = &[\n",
    );
    for file in &files {
        let relative = file.strip_prefix(&root).expect("under the root");
        let name = relative.to_string_lossy().replace('\\', "/");
        writeln!(code, "    ({name:?}, include_str!({:?})),", file.display())
            .expect("string write");
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo"));
    std::fs::write(out.join("embedded_content.rs"), code).expect("OUT_DIR is writable");
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "ron") {
            files.push(path);
        }
    }
}

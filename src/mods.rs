//! Mods: folders of RON content (`cards/`, `decks/`, `levels/`, `one863/` ...) in the same formats
//! as `assets/`, found in the user data folder (`<data dir>/emberdeck/mods/<name>/`) and in every
//! folder given with `--mods DIR`. Each mod's files are appended after the shipped ones under the
//! path `mods/<name>/...`, in folder-name order, so a later mod wins over an earlier one and any
//! mod over the shipped content; a loader that finds an id twice lets the mod's definition
//! override and says so.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::cards::{LoadError, SourceFile, embedded_files, files_under};

/// The mods of this run, fixed once at start-up: every one found, and whether it is on.
static FOLDERS: OnceLock<(Vec<Mod>, Vec<Mod>)> = OnceLock::new();

/// One mod.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mod {
    /// Its name: its folder's name.
    pub name: String,
    /// Its folder.
    pub path: PathBuf,
}

/// The user's mods folder: `~/.local/share/emberdeck/mods` on Linux, the platform's data folder
/// elsewhere.
pub fn user_folder() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "emberdeck").map(|d| d.data_dir().join("mods"))
}

/// The mods inside `folder`: the folder itself when it holds content, else each subfolder.
pub fn mods_in(folder: &Path) -> Vec<Mod> {
    let is_mod = |p: &Path| {
        ["cards", "decks", "levels", "one863", "dopynion", "hearth"]
            .iter()
            .any(|sub| p.join(sub).is_dir())
    };
    let name_of = |p: &Path| {
        p.file_name().map_or_else(
            || p.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    };
    if is_mod(folder) {
        return vec![Mod {
            name: name_of(folder),
            path: folder.to_path_buf(),
        }];
    }
    let mut found: Vec<Mod> = std::fs::read_dir(folder)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir() && is_mod(p))
        .map(|p| Mod {
            name: name_of(&p),
            path: p,
        })
        .collect();
    found.sort_by(|a, b| a.name.cmp(&b.name));
    found
}

/// Fixes this run's mods: the user folder's, then those of `extra` (the `--mods` folders), each
/// group in name order, leaving out the ones named in `disabled` (switched off on the Mods
/// screen). Later calls change nothing.
pub fn set_folders(extra: &[PathBuf], disabled: &[String]) {
    let mut all = user_folder().map(|f| mods_in(&f)).unwrap_or_default();
    for folder in extra {
        all.extend(mods_in(folder));
    }
    let on = all
        .iter()
        .filter(|m| !disabled.contains(&m.name))
        .cloned()
        .collect();
    let _ = FOLDERS.set((all, on));
}

/// This run's mods that are on (none until `set_folders`).
pub fn active() -> &'static [Mod] {
    FOLDERS.get().map_or(&[], |(_, on)| on.as_slice())
}

/// Every mod found at start-up, on or off.
pub fn found() -> &'static [Mod] {
    FOLDERS.get().map_or(&[], |(all, _)| all.as_slice())
}

/// The files of `mods` whose path inside the mod starts with `prefix` (`cards/`, say), as
/// `mods/<name>/<path>`, in mod order.
pub fn files_of(mods: &[Mod], prefixes: &[&str]) -> Vec<SourceFile> {
    let mut out = Vec::new();
    for m in mods {
        let Ok(files) = files_under(&m.path) else {
            continue;
        };
        for file in files {
            let inner = Path::new(&file.path)
                .strip_prefix(&m.path)
                .map(|p| p.to_string_lossy().replace('\\', "/"))
                .unwrap_or_else(|_| file.path.clone());
            if prefixes.iter().any(|p| inner.starts_with(p)) {
                out.push(SourceFile {
                    path: format!("mods/{}/{inner}", m.name),
                    text: file.text,
                });
            }
        }
    }
    out
}

/// A ruleset's shipped content (`assets/<folder>/`) with this run's mods laid over it (the files
/// under `<folder>/` inside each mod; a mod's `rules.ron` replaces the shipped one), loaded by
/// `load`; the mods' problems are printed and everything that loaded is played. `None` when no
/// mod is on, so the caller shares its shipped content instead of loading it again.
pub fn content_with_mods<T>(
    folder: &str,
    load: impl FnOnce(&[SourceFile]) -> (T, Vec<LoadError>),
) -> Option<T> {
    let mods = active();
    if mods.is_empty() {
        return None;
    }
    let mut files = embedded_files(&format!("assets/{folder}/"));
    let extra = files_of(mods, &[&format!("{folder}/")]);
    if extra.iter().any(|f| f.path.ends_with("rules.ron")) {
        files.retain(|f| !f.path.ends_with("rules.ron"));
    }
    files.extend(extra);
    let (content, errors) = load(&files);
    for error in errors {
        eprintln!("{error}");
    }
    Some(content)
}

/// The shipped hearth content followed by every active mod's hearth content (`cards/`, `decks/`,
/// and a `rules.ron` of their own is not read: rules stay the shipped ones).
pub fn hearth_files() -> Vec<SourceFile> {
    hearth_files_with(active())
}

/// The shipped hearth content followed by the hearth content of `mods`.
pub fn hearth_files_with(mods: &[Mod]) -> Vec<SourceFile> {
    let mut files = embedded_files("assets/hearth/");
    files.extend(files_of(mods, &["cards/", "decks/"]));
    files
}

/// True when a content file comes from a mod.
pub fn is_mod_file(file: &SourceFile) -> bool {
    file.path.starts_with("mods/")
}

/// The mod a file comes from.
pub fn mod_of(file: &SourceFile) -> Option<&str> {
    file.path.strip_prefix("mods/")?.split('/').next()
}

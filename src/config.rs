//! Where the player's own files live (settings, decks), and the one setting a headless run reads
//! too: the mods switched off on the app's Mods screen.

use std::path::PathBuf;

use serde::Deserialize;

/// The settings file: `$XDG_CONFIG_HOME/emberdeck/settings.ron`, or
/// `~/.config/emberdeck/settings.ron`.
pub fn settings_path() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))?;
    Some(base.join("emberdeck").join("settings.ron"))
}

/// The part of the settings file every build reads (the app reads and writes the whole of it).
#[derive(Deserialize, Default)]
#[serde(rename = "Settings", default)]
struct ModSettings {
    /// Mods switched off, by folder name.
    disabled_mods: Vec<String>,
}

/// The mods the player switched off (none when there is no settings file or it cannot be read).
pub fn disabled_mods() -> Vec<String> {
    settings_path()
        .and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|text| ron::from_str::<ModSettings>(&text).ok())
        .unwrap_or_default()
        .disabled_mods
}

#[cfg(test)]
mod tests {
    use super::ModSettings;

    #[test]
    fn the_disabled_mods_are_read_from_a_whole_settings_file() {
        let text = r#"Settings(speed: "Fast", difficulty: "Hard", fullscreen: false, volume: 0.5,
                      muted: true, disabled_mods: ["old_cards", "test"])"#;
        let read: ModSettings = ron::from_str(text).expect("a settings file reads");
        assert_eq!(read.disabled_mods, ["old_cards", "test"]);
    }
}

//! Player settings that persist between runs: animation speed, difficulty, the decks last picked,
//! the dopynion set-up, the one863 teams and gods leaders last played, fullscreen, volume and
//! mute, stored as RON in the user's config folder ($XDG_CONFIG_HOME or ~/.config, /emberdeck).
//! A missing or unreadable file means the defaults; a setting changed in the app is saved at once.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowMode};
use serde::{Deserialize, Serialize};

use super::hearth::session::Session;
use super::timeline::{Speed, Timeline};
use crate::ai::hearth::Difficulty;

/// What the player chose in Settings.
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Animation speed: "Normal", "Fast" or "Instant".
    pub speed: String,
    /// Difficulty: "Easy", "Normal" or "Hard".
    pub difficulty: String,
    /// Fullscreen instead of a window.
    pub fullscreen: bool,
    /// Volume from 0 to 1.
    pub volume: f32,
    /// Sound off.
    pub muted: bool,
    /// Mods switched off on the Mods screen, by folder name (they load again when removed here).
    pub disabled_mods: Vec<String>,
    /// The hearth decks last picked for the player and the opponent (by name), picked again at
    /// the next launch when they still exist.
    pub hearth_deck: String,
    /// See `hearth_deck`.
    pub hearth_opponent: String,
    /// The last dopynion set-up (opponents and kingdom), offered again next time.
    pub dopynion: super::dopynion::setup::DopynionSetup,
    /// The one863 teams of the last match (the player's, then the opponent's), by team id,
    /// picked again at the next launch when they still exist.
    pub one863_teams: Vec<String>,
    /// The gods leaders (by name) and decks (by id) of the last game, the player's seat first,
    /// picked again at the next launch when the leader may still lead the deck.
    pub gods_seats: Vec<(String, String)>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            speed: "Normal".into(),
            difficulty: "Normal".into(),
            fullscreen: false,
            volume: 0.7,
            muted: false,
            disabled_mods: Vec::new(),
            hearth_deck: String::new(),
            hearth_opponent: String::new(),
            dopynion: Default::default(),
            one863_teams: Vec::new(),
            gods_seats: Vec::new(),
        }
    }
}

impl Settings {
    /// Where the settings live.
    pub fn path() -> Option<PathBuf> {
        crate::config::settings_path()
    }

    /// The player's deck folder, beside the settings: `.../emberdeck/decks/`.
    pub fn deck_folder() -> Option<PathBuf> {
        Some(Self::path()?.parent()?.join("decks"))
    }

    /// The saved settings, or the defaults.
    pub fn load() -> Self {
        Self::path()
            .and_then(|p| std::fs::read_to_string(p).ok())
            .and_then(|text| ron::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// Writes the settings; a failure is logged, never fatal.
    pub fn save(&self) {
        let Some(path) = Self::path() else { return };
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default());
        let written = text.map_err(|e| e.to_string()).and_then(|text| {
            std::fs::create_dir_all(path.parent().expect("a file in a folder"))
                .and_then(|()| std::fs::write(&path, text))
                .map_err(|e| e.to_string())
        });
        if let Err(e) = written {
            warn!("settings not saved to {}: {e}", path.display());
        }
    }

    /// The animation speed.
    pub fn speed(&self) -> Speed {
        match self.speed.as_str() {
            "Fast" => Speed::Fast,
            "Instant" => Speed::Instant,
            _ => Speed::Normal,
        }
    }

    /// The difficulty.
    pub fn difficulty(&self) -> Difficulty {
        match self.difficulty.as_str() {
            "Easy" => Difficulty::Easy,
            "Hard" => Difficulty::Hard,
            _ => Difficulty::Normal,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Settings::load())
        .add_systems(Startup, apply_settings)
        .add_systems(Update, (follow_changes, apply_window_mode).chain());
}

fn apply_settings(
    settings: Res<Settings>,
    mut timeline: ResMut<Timeline>,
    mut session: ResMut<Session>,
) {
    timeline.speed = settings.speed();
    session.difficulty = settings.difficulty();
    let find = |name: &str| session.decks.iter().position(|d| d.name == name);
    let (deck, opponent) = (find(&settings.hearth_deck), find(&settings.hearth_opponent));
    if let Some(deck) = deck {
        session.deck = deck;
    }
    if let Some(opponent) = opponent {
        session.opponent_deck = opponent;
    }
}

/// Keeps the settings in step with the speed and difficulty chosen anywhere, and saves changes.
fn follow_changes(timeline: Res<Timeline>, session: Res<Session>, mut settings: ResMut<Settings>) {
    let speed = format!("{:?}", timeline.speed);
    let difficulty = format!("{:?}", session.difficulty);
    if settings.speed != speed || settings.difficulty != difficulty {
        settings.speed = speed;
        settings.difficulty = difficulty;
    }
    // Compared every frame, copied only when a pick changed.
    let name = |i: usize| session.decks.get(i).map_or("", |d| d.name.as_str());
    let (deck, opponent) = (name(session.deck), name(session.opponent_deck));
    if settings.hearth_deck != deck || settings.hearth_opponent != opponent {
        settings.hearth_deck = deck.to_string();
        settings.hearth_opponent = opponent.to_string();
    }
    if settings.is_changed() && !settings.is_added() {
        settings.save();
    }
}

fn apply_window_mode(settings: Res<Settings>, mut window: Query<&mut Window, With<PrimaryWindow>>) {
    if !settings.is_changed() {
        return;
    }
    for mut window in &mut window {
        window.mode = if settings.fullscreen {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        } else {
            WindowMode::Windowed
        };
    }
}

#[cfg(test)]
mod tests {
    use super::Settings;

    #[test]
    fn a_settings_file_from_before_the_remembered_choices_still_loads() {
        let old = r#"(speed: "Fast", difficulty: "Hard", fullscreen: false, volume: 0.5,
            muted: true, disabled_mods: ["broken"])"#;
        let settings: Settings = ron::from_str(old).unwrap();
        assert_eq!(settings.speed, "Fast");
        assert!(settings.muted);
        assert_eq!(settings.hearth_deck, "");
        assert_eq!(settings.dopynion, Default::default());
        assert!(settings.one863_teams.is_empty() && settings.gods_seats.is_empty());
        let saved = ron::ser::to_string(&settings).unwrap();
        assert_eq!(ron::from_str::<Settings>(&saved).unwrap(), settings);
    }
}

//! Live reload of mods: while the app runs, saving a file in an active mod folder reloads the
//! hearth content within a second (file-change events from the OS, settled for a quarter of a
//! second). The next game uses the new definitions; a game in progress keeps the card set it
//! began with, so its log stays replayable. A broken save keeps the last good content and says
//! what is wrong, with file, line, column and card.

use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use notify::{Event, EventKind, RecommendedWatcher, RecursiveMode, Watcher};

use crate::mods::{Mod, hearth_files_with};
use crate::rulesets::hearth::CardDb;

/// Seconds of quiet after the last change before reloading (an editor's save is several events).
const SETTLE: f32 = 0.25;

/// Watches mod folders and keeps `HearthContent` up to date.
pub struct ModReloadPlugin {
    /// The mods to watch; None: this run's active mods.
    pub mods: Option<Vec<Mod>>,
}

impl ModReloadPlugin {
    /// Watches this run's active mods.
    pub fn active_mods() -> Self {
        Self { mods: None }
    }
}

impl Plugin for ModReloadPlugin {
    fn build(&self, app: &mut App) {
        let mods = self
            .mods
            .clone()
            .unwrap_or_else(|| crate::mods::active().to_vec());
        let content = if self.mods.is_none() {
            CardDb::with_mods()
        } else {
            let (db, errors) = CardDb::load_content(&hearth_files_with(&mods));
            for error in errors {
                warn!("{error}");
            }
            Arc::new(db)
        };
        app.insert_resource(HearthContent(content))
            .insert_resource(ModWatcher::start(mods))
            .init_resource::<ReloadStatus>()
            .add_systems(Update, reload_changed_mods);
    }
}

/// The hearth card set new games are built with (the shipped cards and the active mods, as last
/// loaded without problems).
#[derive(Resource, Clone)]
pub struct HearthContent(pub Arc<CardDb>);

/// What the last reload did, for the screens to show.
#[derive(Resource, Debug, Default, Clone)]
pub struct ReloadStatus {
    /// Reloads that took effect.
    pub reloads: u32,
    /// What happened last: the cards that changed, or the problems that kept the old content.
    pub message: Option<String>,
    /// True when the last attempt was refused (a broken file).
    pub refused: bool,
}

/// The file watcher and the changes it has seen.
#[derive(Resource)]
pub struct ModWatcher {
    mods: Vec<Mod>,
    /// Kept alive for as long as events should come.
    _watcher: Option<RecommendedWatcher>,
    events: Mutex<Receiver<notify::Result<Event>>>,
    /// App time of the last change not yet reloaded.
    changed_at: Option<f32>,
}

impl ModWatcher {
    fn start(mods: Vec<Mod>) -> Self {
        let (sender, events) = channel();
        let watcher = notify::recommended_watcher(sender)
            .map_err(|e| warn!("mod folders are not watched: {e}"))
            .ok()
            .map(|mut watcher| {
                for m in &mods {
                    if let Err(e) = watcher.watch(&m.path, RecursiveMode::Recursive) {
                        warn!("mod {} is not watched: {e}", m.name);
                    }
                }
                watcher
            });
        Self {
            mods,
            _watcher: watcher,
            events: Mutex::new(events),
            changed_at: None,
        }
    }
}

/// True for an event that changes a content file.
fn touches_content(event: &Event) -> bool {
    matches!(
        event.kind,
        EventKind::Create(_) | EventKind::Modify(_) | EventKind::Remove(_)
    ) && event
        .paths
        .iter()
        .any(|p| p.extension().is_some_and(|e| e == "ron"))
}

/// Notes content changes; once they settle, reloads the content and swaps it in if it loads
/// without problems.
fn reload_changed_mods(
    time: Res<Time>,
    mut watcher: ResMut<ModWatcher>,
    mut content: ResMut<HearthContent>,
    mut status: ResMut<ReloadStatus>,
) {
    let now = time.elapsed_secs();
    let changed = {
        let events = watcher.events.get_mut().unwrap_or_else(|e| e.into_inner());
        events
            .try_iter()
            .filter_map(Result::ok)
            .any(|event| touches_content(&event))
    };
    if changed {
        watcher.changed_at = Some(now);
    }
    let Some(at) = watcher.changed_at else {
        return;
    };
    if now - at < SETTLE {
        return;
    }
    watcher.changed_at = None;
    let (db, errors) = CardDb::load_content(&hearth_files_with(&watcher.mods));
    if !errors.is_empty() {
        let problems: Vec<String> = errors.iter().map(ToString::to_string).collect();
        warn!("mod reload refused: {}", problems.join("; "));
        status.message = Some(format!(
            "Not reloaded, the last good cards stay: {}",
            problems.join("; ")
        ));
        status.refused = true;
        return;
    }
    let changes = changed_cards(&content.0, &db);
    info!("mods reloaded: {}", changes);
    status.message = Some(format!("Mods reloaded: {changes}"));
    status.refused = false;
    status.reloads += 1;
    content.0 = Arc::new(db);
}

/// The cards whose definitions differ between two loads, in words.
fn changed_cards(old: &CardDb, new: &CardDb) -> String {
    let mut names: Vec<String> = new
        .iter()
        .filter(|card| {
            old.index(&card.def.id)
                .is_none_or(|i| old.get(i).def != card.def)
        })
        .map(|card| card.def.name.clone())
        .collect();
    let removed = old
        .iter()
        .filter(|card| new.index(&card.def.id).is_none())
        .count();
    if names.is_empty() && removed == 0 {
        return "no card changed".into();
    }
    names.truncate(8);
    let mut text = format!("{} changed", names.join(", "));
    if removed > 0 {
        text.push_str(&format!(", {removed} removed"));
    }
    text
}

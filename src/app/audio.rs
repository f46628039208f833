//! Sound through bevy_kira_audio: short tones for playing a card, attacks, damage, deaths and the
//! start of your turn, chords for victory and defeat, and a quiet looping pad as music. Every sound
//! is synthesized here at start-up (no files to ship). Sounds follow the timeline, so they match
//! what is on screen; volume and mute come from the settings. With no audio device the app runs
//! silently (the audio backend only warns).

use crate::rulesets::hearth::Reads;
use std::sync::Arc;

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

use super::screen::Screen;
use super::settings::Settings;
use super::timeline::Timeline;
use crate::app::HUMAN;
use crate::rulesets::hearth::LogEvent;
use crate::rulesets::hearth::plugin::ActiveGame;

/// The music's own channel, so it can be quieter than the effects.
#[derive(Resource)]
pub struct MusicChannel;

/// The synthesized sounds.
#[derive(Resource)]
pub struct Sounds {
    play: Handle<AudioSource>,
    attack: Handle<AudioSource>,
    damage: Handle<AudioSource>,
    death: Handle<AudioSource>,
    turn: Handle<AudioSource>,
    win: Handle<AudioSource>,
    loss: Handle<AudioSource>,
    music: Handle<AudioSource>,
}

const RATE: u32 = 44_100;

/// A sum of notes `(frequency Hz, start s, length s)` with a soft attack and an exponential decay;
/// `noise` mixes in a little noise for percussive sounds.
fn synth(notes: &[(f32, f32, f32)], loudness: f32, noise: f32) -> AudioSource {
    let end = notes.iter().map(|(_, s, d)| s + d).fold(0.0, f32::max);
    let count = (end * RATE as f32) as usize + 1;
    let mut seed = 0x2545_f491_u32;
    let frames: Vec<Frame> = (0..count)
        .map(|i| {
            let t = i as f32 / RATE as f32;
            let mut sample = 0.0;
            for &(frequency, start, length) in notes {
                let local = t - start;
                if (0.0..length).contains(&local) {
                    let attack = (local / 0.01).min(1.0);
                    let decay = (-4.0 * local / length).exp();
                    sample += (std::f32::consts::TAU * frequency * local).sin() * attack * decay;
                }
            }
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let white = (seed as f32 / u32::MAX as f32) * 2.0 - 1.0;
            sample = sample * loudness + white * noise * (-8.0 * t).exp();
            Frame {
                left: sample,
                right: sample,
            }
        })
        .collect();
    AudioSource {
        sound: StaticSoundData {
            sample_rate: RATE,
            frames: Arc::from(frames),
            settings: StaticSoundSettings::default(),
            slice: None,
        },
    }
}

fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |source: AudioSource| sources.add(source);
    let pad: Vec<(f32, f32, f32)> = [
        (220.0, 0.0),
        (277.2, 0.0),
        (329.6, 0.0),
        (196.0, 4.0),
        (246.9, 4.0),
        (293.7, 4.0),
    ]
    .iter()
    .map(|(f, s)| (*f, *s, 4.0))
    .collect();
    commands.insert_resource(Sounds {
        play: add(synth(&[(660.0, 0.0, 0.12), (880.0, 0.05, 0.15)], 0.25, 0.0)),
        attack: add(synth(&[(110.0, 0.0, 0.25)], 0.4, 0.25)),
        damage: add(synth(&[(330.0, 0.0, 0.1), (220.0, 0.06, 0.15)], 0.3, 0.1)),
        death: add(synth(&[(196.0, 0.0, 0.3), (147.0, 0.15, 0.4)], 0.3, 0.05)),
        turn: add(synth(&[(523.3, 0.0, 0.3), (784.0, 0.12, 0.4)], 0.25, 0.0)),
        win: add(synth(
            &[(523.3, 0.0, 0.5), (659.3, 0.15, 0.5), (784.0, 0.3, 0.8)],
            0.25,
            0.0,
        )),
        loss: add(synth(
            &[(392.0, 0.0, 0.5), (311.1, 0.2, 0.5), (261.6, 0.4, 0.9)],
            0.25,
            0.0,
        )),
        music: add(synth(&pad, 0.08, 0.0)),
    });
}

fn start_music(sounds: Res<Sounds>, music: Res<AudioChannel<MusicChannel>>) {
    music.play(sounds.music.clone()).looped();
}

/// Plays the sounds of each step when the timeline shows it.
fn play_step_sounds(
    timeline: Res<Timeline>,
    game: Option<Res<ActiveGame>>,
    sounds: Res<Sounds>,
    audio: Res<Audio>,
    mut last: Local<std::ops::Range<usize>>,
) {
    let Some(game) = game else { return };
    if timeline.current == *last {
        return;
    }
    *last = timeline.current.clone();
    let mut picked: Vec<&Handle<AudioSource>> = Vec::new();
    for event in timeline.current_events(&game.0) {
        let sound = match event {
            LogEvent::Played { .. } | LogEvent::HeroPowerUsed { .. } => &sounds.play,
            LogEvent::Attack { .. } => &sounds.attack,
            LogEvent::Damaged { .. } => &sounds.damage,
            LogEvent::Died { .. } => &sounds.death,
            LogEvent::TurnStarted { player, .. } if *player == HUMAN => &sounds.turn,
            _ => continue,
        };
        if !picked.contains(&sound) {
            picked.push(sound);
        }
    }
    for sound in picked {
        audio.play(sound.clone());
    }
}

fn play_result(game: Option<Res<ActiveGame>>, sounds: Res<Sounds>, audio: Res<Audio>) {
    let won = game.is_some_and(|g| g.0.winner() == Some(HUMAN));
    audio.play(if won {
        sounds.win.clone()
    } else {
        sounds.loss.clone()
    });
}

/// Volume and mute from the settings, on both channels.
fn follow_volume(
    settings: Res<Settings>,
    audio: Res<Audio>,
    music: Res<AudioChannel<MusicChannel>>,
) {
    if !settings.is_changed() {
        return;
    }
    let decibels = |amplitude: f32| {
        if settings.muted || amplitude <= 0.001 {
            Decibels::SILENCE
        } else {
            Decibels(20.0 * amplitude.log10())
        }
    };
    audio.set_volume(decibels(settings.volume));
    music.set_volume(decibels(settings.volume * 0.5));
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_audio_channel::<MusicChannel>()
        .add_systems(Startup, (make_sounds, start_music).chain())
        .add_systems(Update, (play_step_sounds, follow_volume))
        .add_systems(OnEnter(Screen::End), play_result);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn synthesized_sounds_have_the_right_length_and_stay_in_range() {
        let source = synth(&[(440.0, 0.0, 0.5), (660.0, 0.25, 0.5)], 0.3, 0.1);
        let frames = &source.sound.frames;
        assert_eq!(frames.len(), (0.75 * RATE as f32) as usize + 1);
        let peak = frames.iter().map(|f| f.left.abs()).fold(0.0, f32::max);
        assert!(
            peak > 0.05 && peak <= 1.0,
            "audible without clipping: {peak}"
        );
        assert!(
            frames.iter().all(|f| f.left == f.right),
            "mono on both channels"
        );
    }
}

//! The one integration-test binary (so the Bevy-sized crate links once): scenario files, content
//! loading and its errors, and randomized whole games.

mod agents;
mod animation;
mod app;
mod clock;
mod content;
mod deck_screens;
mod deckcodes;
mod dopynion;
mod dopynion_screen;
mod drag;
mod games;
mod garbage;
mod gods;
mod gods_screen;
mod levels;
mod modding;
mod mulligan;
mod odds;
mod one863;
mod one863_screen;
mod plugin;
mod random_plays;
mod scenarios;
mod search;
mod support;
mod table;
mod tensors;
mod thinking;

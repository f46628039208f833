//! Scoring and the result: points from every card a player owns (deck, hand, discard and in play;
//! never the trash), the winner by points, ties broken by fewer turns, then shared.

use super::game::Game;
use super::schema::Points;
use crate::rulesets::dopynion::Reads;

/// How a finished (or abandoned) game stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Each seat's points.
    pub scores: Vec<i32>,
    /// Each seat's turns taken.
    pub turns: Vec<u16>,
    /// The winning seats (several on a shared win); eliminated players never win.
    pub winners: Vec<u8>,
}

impl Game {
    /// A player's victory points now.
    pub fn score(&self, player: u8) -> i32 {
        let piles = self.piles(player);
        let owned = piles.owned_count() as i32;
        piles
            .owned()
            .map(|card| match self.card(card).def.points {
                Points::None => 0,
                Points::Fixed(n) => n as i32,
                Points::PerCards(n) => owned / n as i32,
            })
            .sum()
    }

    /// Scores, turns and winners as they stand.
    pub fn outcome(&self) -> Outcome {
        let seats = 0..self.player_count();
        let scores: Vec<i32> = seats.clone().map(|p| self.score(p)).collect();
        let turns: Vec<u16> = seats.clone().map(|p| self.seat(p).turns).collect();
        let best = seats
            .clone()
            .filter(|p| self.in_game(*p))
            .map(|p| (scores[p as usize], std::cmp::Reverse(turns[p as usize])))
            .max();
        let winners = match best {
            None => Vec::new(),
            Some(best) => seats
                .filter(|p| {
                    self.in_game(*p)
                        && (scores[*p as usize], std::cmp::Reverse(turns[*p as usize])) == best
                })
                .collect(),
        };
        Outcome {
            scores,
            turns,
            winners,
        }
    }
}

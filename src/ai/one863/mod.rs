//! `one863-ai`: the rule-based coach of the one863 blueprint's section II. It scores goals into an
//! empty net with its cheapest player, uses the playmaker to launch an attack with its best other
//! player, attacks only when its attacker beats every blocker it may meet, keeps BOOST cards for
//! defence, blocks with the cheapest card that wins (boosting only when the block would otherwise
//! lose), and trades a weaker AGRESSIF player for a very strong attacker when that is worth it. Duel
//! strength is VAEP plus position bonuses; there is no momentum bonus. It always acts.

mod agents;
mod block;
mod play;

use crate::engine::Agent;
use crate::rulesets::one863::components::Phase;
use crate::rulesets::one863::{Action, Game};

/// The rule-based one863 agent.
#[derive(Debug, Default)]
pub struct CoachAgent;

impl CoachAgent {
    /// Its command-line name.
    pub const NAME: &'static str = "one863-ai";
}

impl Agent<Game> for CoachAgent {
    fn name(&self) -> &str {
        Self::NAME
    }

    fn choose(&mut self, game: &Game, legal: &[Action]) -> usize {
        let wanted = match game.table().phase {
            Phase::Block { attacker } => block::choose(game, attacker, legal),
            Phase::Meneur => play::meneur(game, legal),
            Phase::Main | Phase::Over => play::main(game, legal),
        };
        legal
            .iter()
            .position(|a| *a == wanted)
            .unwrap_or_else(|| legal.len() - 1)
    }
}

/// What a card is worth on the pitch: its VAEP and its better position bonus.
fn worth(game: &Game, slot: u16) -> i8 {
    let card = game.footballer(slot);
    let position = &game.db().rules.positions[card.position as usize];
    card.vaep + position.attack.max(position.defence)
}

/// The strongest block the side `defender` can put up without a boost (`None`: no face-up card).
fn best_block(game: &Game, defender: u8) -> Option<i8> {
    use crate::rulesets::one863::rules::strength;
    game.side(defender)
        .field
        .iter()
        .filter(|s| !game.stance(**s).flipped)
        .map(|s| strength::defence(game, *s))
        .max()
}

/// True when `legal` holds `action`.
fn has(legal: &[Action], action: &Action) -> bool {
    legal.contains(action)
}

//! Keywords and granted abilities: what a character gains or loses besides its numbers.

use crate::engine::EntityId;
use crate::rulesets::hearth::content::schema::{CardType, Effect};
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::rules::events::Enchant;
use crate::rulesets::hearth::state::amounts::Ctx;
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Runs one effect of this family (the dispatcher in `effects` sends only these here).
    pub(super) fn run_keywords(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
            Effect::Grant {
                to,
                this_turn,
                at,
                turns,
                for_caster,
                ..
            } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    if self.card(target).kind == CardType::Hero {
                        let seat = self.card(target).controller;
                        self.player_mut(seat).hero_granted = true;
                    }
                    self.attach(Enchant {
                        tags: Tags::GRANTED,
                        this_turn: *this_turn,
                        lasts: (*turns > 0).then(|| (self.card(target).controller, *turns)),
                        grant: Some(*at),
                        speaks_for: for_caster.then_some(ctx.controller),
                        ..Enchant::on(target)
                    });
                }
                self.remember(&targets);
            }
            Effect::Freeze { to } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.freeze(target);
                }
                self.remember(&targets);
            }
            Effect::Silence { to } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.silence(target);
                }
                self.remember(&targets);
            }
            Effect::RemoveKeywords { keywords, to } => {
                let lost = Tags::of_keywords(keywords);
                let targets = self.select(to, ctx);
                for &target in &targets {
                    self.remove_keywords(target, lost);
                }
                self.remember(&targets);
            }
            Effect::ExtraAttack { to } => {
                let targets = self.select(to, ctx);
                for &target in &targets {
                    let stats = self.stats_mut(target);
                    stats.attacks = stats.attacks.saturating_sub(1);
                }
                self.remember(&targets);
            }
            _ => unreachable!("not a keywords effect: {effect:?}"),
        }
    }

    /// Takes keywords away from a character (Blood Knight's shields, Flare's Stealth).
    fn remove_keywords(&mut self, target: EntityId, lost: Tags) {
        if !self.tags(target).intersects(lost) {
            return;
        }
        self.tags_mut(target).remove(lost);
        self.emit(LogEvent::KeywordsLost { target });
    }
}

//! Cards played by an effect, for free, every choice made at random (`PlayRandom`): Yogg-Saron's
//! random spells, Avatar of Hearthstone's pack. A card pack's rarities follow the live game's
//! odds, with at least one Rare or better.

use super::pools::Pools;
use crate::engine::Zone;
use crate::rulesets::hearth::content::schema::{CardQuery, CardType, Rarity};
use crate::rulesets::hearth::resolution::actions::source_of;
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::amounts::{Ctx, Quantities};
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::limits::BOARD_LIMIT;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::targeting::Targeting;
use crate::rulesets::hearth::state::writes::{Happened, Writes};

/// A card pack's rarity odds, in thousandths: Common, Rare, Epic, Legendary.
const PACK_ODDS: [(Rarity, usize); 4] = [
    (Rarity::Common, 716),
    (Rarity::Rare, 229),
    (Rarity::Epic, 44),
    (Rarity::Legendary, 11),
];

impl Resolver<'_> {
    /// Plays `count` new random cards for `ctx`'s controller (of `query`, or a pack's), one after
    /// the other; with `while_in_play`, only while the source stays in play for its controller.
    pub(in crate::rulesets::hearth) fn play_random(
        &mut self,
        query: Option<&CardQuery>,
        pack: bool,
        count: i16,
        while_in_play: bool,
        ctx: &Ctx,
    ) {
        let any = CardQuery::default();
        let query = query.unwrap_or(&any);
        let mut rare_yet = false;
        for i in 0..count {
            if self.is_over() || (while_in_play && !self.still_in_play(ctx)) {
                break;
            }
            let rarity = pack.then(|| {
                let last = i == count - 1;
                let rarity = self.pack_rarity(last && !rare_yet);
                rare_yet |= rarity != Rarity::Common;
                rarity
            });
            let Some(def) = self.random_card(query, rarity, ctx) else {
                continue;
            };
            self.play_for_free(ctx.controller, def);
        }
    }

    /// A pack card's rarity: drawn with the pack odds, at least Rare when `must_be_rare`.
    fn pack_rarity(&mut self, must_be_rare: bool) -> Rarity {
        let mut roll = self.rng().below(1000);
        for (rarity, odds) in PACK_ODDS {
            if roll < odds {
                return if must_be_rare && rarity == Rarity::Common {
                    Rarity::Rare
                } else {
                    rarity
                };
            }
            roll -= odds;
        }
        Rarity::Common
    }

    /// A random card of the query (of `rarity` when given, any rarity if none has it).
    fn random_card(&mut self, query: &CardQuery, rarity: Option<Rarity>, ctx: &Ctx) -> Option<u16> {
        let mut candidates = Vec::new();
        if let Some(rarity) = rarity {
            let narrowed = CardQuery {
                rarity: Some(rarity),
                ..query.clone()
            };
            candidates = self.query_cards(&narrowed, ctx);
        }
        if candidates.is_empty() {
            candidates = self.query_cards(query, ctx);
        }
        if candidates.is_empty() {
            return None;
        }
        Some(candidates[self.rng().below(candidates.len())])
    }

    /// True while the source of `ctx` is in play for its controller, alive and unsilenced.
    fn still_in_play(&self, ctx: &Ctx) -> bool {
        let card = self.card(ctx.source);
        card.zone == Zone::Play
            && card.controller == ctx.controller
            && !self
                .tags(ctx.source)
                .contains(crate::rulesets::hearth::state::components::Tags::SILENCED)
            && !self.is_mortally_wounded(ctx.source)
    }

    /// Plays a new card of `def` for `seat` for free: a Choose One option and a target picked at
    /// random; a spell with no valid target where it needs one, a Secret that may not go into
    /// play, or a card whose `requires` fails does nothing; a minion finds no room on a full
    /// board.
    fn play_for_free(&mut self, seat: u8, def: u16) {
        let card = self.create_card(def, seat, Zone::SetAside);
        let db = self.db().clone();
        let info = db.get(def);
        let kind = info.def.kind;
        let option = if info.def.choose_one.is_empty() {
            info
        } else {
            let picked = self.rng().below(info.def.choose_one.len());
            db.get(info.def.choose_one[picked].index)
        };
        let holds = |game: &Self, condition| game.holds_now(condition, seat, card) == Some(true);
        let rule = option
            .def
            .target
            .as_ref()
            .filter(|r| r.when.as_ref().is_none_or(|c| holds(self, c)));
        let mut target = None;
        let mut fizzles = info.def.requires.as_ref().is_some_and(|c| !holds(self, c))
            || (info.def.secret && self.secret_problem(seat, card).is_some());
        if let Some(rule) = rule {
            let mut targets = self.valid_targets(seat, source_of(kind), rule);
            targets.retain(|t| !self.is_mortally_wounded(*t));
            if targets.is_empty() {
                fizzles |= rule.required && kind == CardType::Spell;
            } else {
                target = Some(targets[self.rng().below(targets.len())]);
            }
        }
        self.emit(LogEvent::PlayedByEffect {
            player: seat,
            card,
            def,
            target,
        });
        let mut ctx = Ctx {
            target,
            is_spell: kind == CardType::Spell,
            amplified: kind == CardType::Spell,
            ..Ctx::of(card, seat)
        };
        let effects = &option.def.play;
        match kind {
            _ if fizzles => {
                self.emit(LogEvent::Fizzled { card });
                self.send_to_graveyard(card);
            }
            CardType::Spell => {
                if !self.cast_spell(card, seat, &mut ctx, effects, false) {
                    self.player_mut(seat).overload_owed += info.def.overload;
                }
            }
            CardType::Minion if self.player(seat).board.len() < BOARD_LIMIT => {
                let slot = self.player(seat).board.len();
                self.phase(|game| {
                    game.enter_board(seat, card, slot);
                    game.fire(Happened::Summoned, seat, Some(card));
                });
                self.phase(|game| game.run_nested_effects(effects, &ctx));
            }
            CardType::Weapon => {
                self.phase(|game| game.equip(seat, card));
                self.phase(|game| game.run_nested_effects(effects, &ctx));
            }
            CardType::Location if self.player(seat).board.len() < BOARD_LIMIT => {
                let slot = self.player(seat).board.len();
                self.place_location(seat, card, slot);
            }
            _ => self.card_mut(card).zone = Zone::RemovedFromGame,
        }
    }
}

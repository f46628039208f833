//! Effects on decks: new cards shuffled in, cards that cast themselves when drawn, and the endless
//! portal that replaces a deck (every draw then brings a new random card that grows each turn).

use super::pools::Pools;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::{CardQuery, CardType, Effect};
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::amounts::Ctx;
use crate::rulesets::hearth::state::components::Portal;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Shuffles a new card of `def` into `seat`'s deck at a random place; returns it.
    pub(in crate::rulesets::hearth) fn shuffle_new_into_deck(
        &mut self,
        seat: u8,
        def: u16,
    ) -> EntityId {
        let card = self.create_card(def, seat, Zone::Deck);
        let places = self.player(seat).deck.len() + 1;
        let at = self.rng().below(places);
        self.player_mut(seat).deck.insert(at, card);
        self.emit(LogEvent::ShuffledIntoDeck { player: seat, card });
        card
    }

    /// A drawn card that casts itself: its `play` resolves with no target, for its player, and it
    /// goes to the graveyard (the draw that follows is the caller's).
    pub(in crate::rulesets::hearth) fn cast_when_drawn(&mut self, seat: u8, card: EntityId) {
        let def = self.card(card).def;
        self.emit(LogEvent::CastWhenDrawn {
            player: seat,
            card,
            def,
        });
        let db = self.db().clone();
        let info = db.get(def);
        let is_spell = info.def.kind == CardType::Spell;
        let ctx = Ctx {
            is_spell,
            amplified: is_spell,
            ..Ctx::of(card, seat)
        };
        self.card_mut(card).zone = Zone::Play;
        // It may be drawn in the middle of another effect list ("draw two cards, ...").
        self.phase(|game| game.run_nested_effects(&info.def.play, &ctx));
        self.send_to_graveyard(card);
    }

    /// Replaces the deck of `ctx`'s controller with an endless portal of the source card's first
    /// `DeckPortal`: the deck's cards leave the game.
    pub(in crate::rulesets::hearth) fn open_portal(&mut self, ctx: &Ctx, growth: i16) {
        let seat = ctx.controller;
        let deck = std::mem::take(&mut self.player_mut(seat).deck);
        for card in deck {
            self.card_mut(card).zone = Zone::RemovedFromGame;
        }
        let source = self.card(ctx.source).def;
        self.player_mut(seat).portal = Some(Portal {
            source,
            bonus: 0,
            growth,
        });
        self.emit(LogEvent::PortalOpened { player: seat });
    }

    /// A draw through `seat`'s portal: a new random card of its query, with the portal's bonus,
    /// drawn as a deck card is (burned when the hand is full); never fatigue.
    pub(in crate::rulesets::hearth) fn draw_from_portal(&mut self, seat: u8) -> Option<EntityId> {
        let portal = self.player(seat).portal?;
        let db = self.db().clone();
        let query = portal_query(&db.get(portal.source).def.play)?;
        let ctx = Ctx::of(self.player(seat).hero, seat);
        let candidates = self.query_cards(query, &ctx);
        if candidates.is_empty() {
            return None;
        }
        let def = candidates[self.rng().below(candidates.len())];
        let card = self.create_card(def, seat, Zone::Deck);
        if portal.bonus != 0 {
            self.enchant(
                card,
                (portal.bonus, portal.bonus),
                Default::default(),
                0,
                false,
            );
        }
        self.draw_card(seat, card)
    }
}

/// The query of the first `DeckPortal` in an effect list (looked into `If` branches too).
fn portal_query(effects: &[Effect]) -> Option<&CardQuery> {
    effects.iter().find_map(|effect| match effect {
        Effect::DeckPortal { query, .. } => Some(query),
        Effect::If {
            then, otherwise, ..
        } => portal_query(then).or_else(|| portal_query(otherwise)),
        _ => None,
    })
}

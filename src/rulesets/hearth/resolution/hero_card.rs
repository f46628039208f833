//! Hero cards (Lord Jaraxxus): played from the hand, one puts a new hero into play in place of its
//! player's, keeping what belongs to the player rather than to the hero entity.

use super::resolver::Resolver;
use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// `seat` played the Hero card `card`: the hero it names (`becomes_hero`) takes the old one's
    /// place with its own Health and hero power. The armor, the attacks made this turn and Frozen
    /// carry over (the live game keeps them on a hero replacement); the old hero's enchantments
    /// and granted text end with it. The card itself is spent: it became the hero.
    pub(in crate::rulesets::hearth) fn become_hero(&mut self, seat: u8, card: EntityId) {
        let Some(hero_def) = self.info(card).def.becomes_hero.as_ref().map(|h| h.index) else {
            return;
        };
        let old = self.player(seat).hero;
        let new = self.create_card(hero_def, seat, Zone::Play);
        self.stamp_play_order(new);
        let carried = *self.stats(old);
        {
            let stats = self.stats_mut(new);
            stats.armor = carried.armor;
            stats.attacks = carried.attacks;
        }
        let frozen = self.tags(old).contains(Tags::FROZEN);
        {
            let tags = self.tags_mut(new);
            tags.remove(Tags::EXHAUSTED);
            if frozen {
                tags.insert(Tags::FROZEN);
            }
        }
        for enchantment in self.enchantments_on(old) {
            self.remove_enchantment(enchantment);
        }
        self.card_mut(old).zone = Zone::RemovedFromGame;
        self.card_mut(card).zone = Zone::RemovedFromGame;
        {
            let player = self.player_mut(seat);
            player.hero = new;
            player.hero_granted = false;
        }
        self.emit(LogEvent::HeroReplaced {
            player: seat,
            old,
            new,
        });
        let power = self.info(new).def.hero_power.as_ref().map(|p| p.index);
        if let Some(power) = power {
            self.replace_hero_power(seat, power);
        }
    }
}

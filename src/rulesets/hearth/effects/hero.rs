//! Hero, weapons and hero powers.

use crate::engine::Zone;
use crate::rulesets::hearth::content::schema::Effect;
use crate::rulesets::hearth::resolution::resolver::Resolver;
use crate::rulesets::hearth::state::amounts::Ctx;
use crate::rulesets::hearth::state::events::LogEvent;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::writes::Writes;

impl Resolver<'_> {
    /// Runs one effect of this family (the dispatcher in `effects` sends only these here).
    pub(super) fn run_hero(&mut self, effect: &Effect, ctx: &Ctx) {
        match effect {
            Effect::UpgradeHeroPower => self.upgrade_hero_power(ctx.controller),
            Effect::ReplaceHeroPower { card } => {
                self.replace_hero_power(ctx.controller, card.index)
            }
            Effect::Equip { card } => {
                let weapon = self.create_card(card.index, ctx.controller, Zone::SetAside);
                self.equip(ctx.controller, weapon);
                self.remember(&[weapon]);
            }
            _ => unreachable!("not a hero effect: {effect:?}"),
        }
    }

    /// Justicar Trueheart: the hero power becomes its upgrade, a new entity, ready to use.
    fn upgrade_hero_power(&mut self, seat: u8) {
        let old = self.player(seat).hero_power;
        let Some(upgrade) = self.info(old).def.upgrade.as_ref().map(|u| u.index) else {
            return;
        };
        self.replace_hero_power(seat, upgrade);
    }

    /// Puts a fresh hero power of card `index` in place of `seat`'s, usable this turn.
    pub(in crate::rulesets::hearth) fn replace_hero_power(&mut self, seat: u8, index: u16) {
        let old = self.player(seat).hero_power;
        let new = self.create_card(index, seat, Zone::Play);
        self.stamp_play_order(new);
        self.card_mut(old).zone = Zone::RemovedFromGame;
        {
            let player = self.player_mut(seat);
            player.hero_power = new;
            player.hero_power_uses = 0;
        }
        self.emit(LogEvent::HeroPowerReplaced {
            player: seat,
            old,
            new,
        });
    }
}

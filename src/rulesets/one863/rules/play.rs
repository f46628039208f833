//! Play: a hand card goes to the right end of its field. A playmaker played beside another face-up
//! card opens the Meneur window (it counts as having acted; the same side may attack with another
//! card or pass); otherwise the turn passes.

use bevy::ecs::world::DeferredWorld;

use crate::engine::Rule;

use super::pitch::Pitch;
use crate::rulesets::one863::components::{Phase, Stance, Zone};
use crate::rulesets::one863::events::{CardPlayed, LogEvent};

/// Puts the card on the field and opens the Meneur window or ends the turn.
impl Rule for CardPlayed {
    fn observe(&mut self, world: DeferredWorld) {
        let mut pitch = Pitch::of(world);
        let card = self.card;
        let side = pitch.table().turn_of;
        let others_face_up = pitch.count_field(side, |s| !s.flipped);
        pitch.move_card(card, Zone::Hand, Zone::Field);
        pitch.record(LogEvent::Played { side, card });
        let playmaker = pitch.db().position(pitch.footballer(card).card).playmaker;
        if playmaker && others_face_up > 0 && !pitch.table().last_action {
            pitch.set_stance(
                card,
                Stance {
                    flipped: false,
                    acted: true,
                },
            );
            pitch.table_mut().phase = Phase::Meneur;
            pitch.record(LogEvent::MeneurWindow { side, card });
        } else {
            pitch.end_turn(1 - side);
        }
    }
}

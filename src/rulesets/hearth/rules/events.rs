//! The rules events of hearth: each atomic step of the rules is an event with exactly one observer
//! (Bevy does not order several observers of one event), whose body is an ordered list of steps
//! (prevent → apply → after → queue the triggers of cards that react). Events that answer
//! something (the damage dealt, the card drawn) carry the answer back to whoever triggered them.

use bevy::ecs::event::Event;

use crate::engine::EntityId;
use crate::rulesets::hearth::content::schema::GrantRef;
use crate::rulesets::hearth::state::components::Tags;
use crate::rulesets::hearth::state::writes::Happened;

/// `source` deals `amount` damage to `target`; the observer fills in what was really dealt (0 when
/// divine shield or immunity prevented it).
#[derive(Event, Debug, Clone, Copy)]
pub struct DealDamage {
    /// Who deals it (lifesteal and poisonous are the source's).
    pub source: EntityId,
    /// Who takes it.
    pub target: EntityId,
    /// How much.
    pub amount: i16,
    /// Answer: the damage dealt.
    pub dealt: i16,
}

/// `source` restores up to `amount` health to `target`; the observer fills in what was restored.
#[derive(Event, Debug, Clone, Copy)]
pub struct Heal {
    /// Who heals.
    pub source: EntityId,
    /// Who is healed.
    pub target: EntityId,
    /// Up to how much.
    pub amount: i16,
    /// Answer: the health restored.
    pub restored: i16,
}

/// `seat` draws `card` from its deck (None: the top card; fatigue when the deck is empty, burned
/// when the hand is full).
#[derive(Event, Debug, Clone, Copy)]
pub struct Draw {
    /// Who draws.
    pub seat: u8,
    /// A card of the deck an effect picked, or None for the top card.
    pub card: Option<EntityId>,
    /// Answer: the card that reached the hand.
    pub drawn: Option<EntityId>,
}

/// A new card (set aside) goes to `seat`'s hand without being drawn; burned when the hand is full.
#[derive(Event, Debug, Clone, Copy)]
pub struct AddToHand {
    /// Whose hand.
    pub seat: u8,
    /// The new card.
    pub card: EntityId,
    /// Answer: it reached the hand.
    pub added: bool,
}

/// `card` (a minion or location) enters `seat`'s board at `slot` (clamped): the step playing and
/// summoning share. Nothing happens when the board is full.
#[derive(Event, Debug, Clone, Copy)]
pub struct EnterBoard {
    /// Whose board.
    pub seat: u8,
    /// The entering card.
    pub card: EntityId,
    /// Where, counted from the left.
    pub slot: usize,
    /// Answer: it entered.
    pub placed: bool,
}

/// `seat` equips `weapon`; the old weapon is destroyed.
#[derive(Event, Debug, Clone, Copy)]
pub struct Equip {
    /// Who equips.
    pub seat: u8,
    /// The weapon.
    pub weapon: EntityId,
}

/// An enchantment is attached to `target` and folded into its numbers and tags.
#[derive(Event, Debug, Clone, Copy)]
pub struct Enchant {
    /// What it is attached to.
    pub target: EntityId,
    /// Attack it adds.
    pub attack: i16,
    /// Health it adds.
    pub health: i16,
    /// Keywords it grants.
    pub tags: Tags,
    /// Spell Damage it adds.
    pub spell_damage: i16,
    /// Cost change (a card in hand).
    pub cost: i16,
    /// Removed at the end of the turn.
    pub this_turn: bool,
    /// Removed at the start of this seat's next turn.
    pub until_turn_of: Option<u8>,
    /// Lasts this many of a seat's turns, the current one counted: (seat, turns).
    pub lasts: Option<(u8, u8)>,
    /// Text it gives.
    pub grant: Option<GrantRef>,
    /// The player its granted triggers speak for (None: the holder's controller).
    pub speaks_for: Option<u8>,
    /// The player the target goes back to when it ends (a control change).
    pub control_from: Option<u8>,
}

impl Enchant {
    /// An enchantment on `target` that adds nothing and ends never: each use sets the fields it
    /// means (`Enchant { this_turn: true, ..Enchant::on(target) }`).
    pub fn on(target: EntityId) -> Self {
        Self {
            target,
            attack: 0,
            health: 0,
            tags: Tags::empty(),
            spell_damage: 0,
            cost: 0,
            this_turn: false,
            until_turn_of: None,
            lasts: None,
            grant: None,
            speaks_for: None,
            control_from: None,
        }
    }
}

/// `target` is silenced: enchantments, keywords, spell damage and text are gone; damage stays.
#[derive(Event, Debug, Clone, Copy)]
pub struct Silence {
    /// Who.
    pub target: EntityId,
}

/// `target` is marked for destruction: it dies at the next death check.
#[derive(Event, Debug, Clone, Copy)]
pub struct Destroy {
    /// Who.
    pub target: EntityId,
}

/// `target` is frozen.
#[derive(Event, Debug, Clone, Copy)]
pub struct Freeze {
    /// Who.
    pub target: EntityId,
}

/// Something happened that cards may react to (a turn began, a spell was cast, a minion died...):
/// the triggers that match are queued in play order, to resolve when the phase ends.
#[derive(Event, Debug, Clone, Copy)]
pub struct GameEvent {
    /// What.
    pub what: Happened,
    /// Whose side it happened on.
    pub seat: u8,
    /// The entity it was about.
    pub subject: Option<EntityId>,
    /// The damage or healing it was about.
    pub amount: i16,
}

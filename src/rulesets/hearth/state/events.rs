//! What the hearth rules append to the game log: every visible change, in resolution order, for the
//! presentation layer to replay and for determinism checks to compare.

use crate::engine::EntityId;

/// One logged event. Card definitions are named by their index in the card set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LogEvent {
    /// The game began; `first` goes first.
    GameStarted {
        /// First seat.
        first: u8,
    },
    /// A player kept or replaced opening cards (`replaced` is a mask of hand positions).
    Mulligan {
        /// Seat.
        player: u8,
        /// Replaced positions.
        replaced: u8,
    },
    /// A turn began.
    TurnStarted {
        /// Seat.
        player: u8,
        /// Turn counter.
        turn: u16,
    },
    /// Mana was refilled at the start of a turn.
    ManaRefilled {
        /// Seat.
        player: u8,
        /// Available.
        mana: u8,
        /// Crystals.
        max: u8,
        /// Locked by overload.
        locked: u8,
    },
    /// A card was drawn.
    Drew {
        /// Seat.
        player: u8,
        /// The card.
        card: EntityId,
    },
    /// A card was burned because the hand was full; revealed to both players.
    Burned {
        /// Seat.
        player: u8,
        /// The card.
        card: EntityId,
        /// Its definition, revealed.
        def: u16,
    },
    /// Fatigue damage for drawing from an empty deck.
    Fatigue {
        /// Seat.
        player: u8,
        /// Damage.
        damage: u8,
    },
    /// A card was put into a hand by an effect.
    Generated {
        /// Seat.
        player: u8,
        /// The card.
        card: EntityId,
    },
    /// A card was played from hand.
    Played {
        /// Seat.
        player: u8,
        /// The card.
        card: EntityId,
        /// Its definition.
        def: u16,
        /// The chosen target.
        target: Option<EntityId>,
    },
    /// A hero power was used.
    HeroPowerUsed {
        /// Seat.
        player: u8,
        /// The target.
        target: Option<EntityId>,
    },
    /// A minion entered a board.
    Summoned {
        /// Seat.
        player: u8,
        /// The minion.
        card: EntityId,
        /// Board slot.
        slot: u8,
    },
    /// A weapon was equipped.
    Equipped {
        /// Seat.
        player: u8,
        /// The weapon.
        weapon: EntityId,
    },
    /// An attack was declared.
    Attack {
        /// Attacker.
        attacker: EntityId,
        /// Defender.
        defender: EntityId,
    },
    /// A declared attack was cancelled (the defender or attacker left).
    AttackCancelled {
        /// Attacker.
        attacker: EntityId,
    },
    /// A secret went face down into its player's secret zone (its card stays hidden from the
    /// opponent until revealed).
    SecretPlaced {
        /// Whose.
        player: u8,
        /// The secret.
        card: EntityId,
    },
    /// A secret fired and was revealed.
    SecretRevealed {
        /// Whose.
        player: u8,
        /// The secret.
        card: EntityId,
        /// Its card, now public.
        def: u16,
    },
    /// A player's hero power was replaced (upgraded).
    HeroPowerReplaced {
        /// Whose.
        player: u8,
        /// The old hero power.
        old: EntityId,
        /// The new one.
        new: EntityId,
    },
    /// A location was used.
    LocationUsed {
        /// The location.
        location: EntityId,
        /// Its target, if any.
        target: Option<EntityId>,
    },
    /// A spell was countered.
    Countered {
        /// The spell.
        card: EntityId,
    },
    /// A spell being cast was given a new target (Spellbender).
    SpellRedirected {
        /// The spell.
        card: EntityId,
        /// Its new target.
        target: EntityId,
    },
    /// An attack went to another character than the one it was sent at (a forgetful attacker,
    /// Misdirection, Noble Sacrifice).
    AttackRedirected {
        /// Attacker.
        attacker: EntityId,
        /// The new defender.
        defender: EntityId,
    },
    /// Damage was dealt.
    Damaged {
        /// Who took it.
        target: EntityId,
        /// Who dealt it.
        source: EntityId,
        /// How much (after armor).
        amount: i16,
    },
    /// A divine shield absorbed a hit.
    ShieldPopped {
        /// Who.
        target: EntityId,
    },
    /// Health was restored.
    Healed {
        /// Who.
        target: EntityId,
        /// How much.
        amount: i16,
    },
    /// Armor was gained.
    ArmorGained {
        /// The hero.
        hero: EntityId,
        /// How much.
        amount: i16,
    },
    /// An enchantment was attached.
    Enchanted {
        /// Target.
        target: EntityId,
        /// The enchantment entity.
        enchantment: EntityId,
    },
    /// An enchantment ended.
    EnchantmentRemoved {
        /// The enchantment entity.
        enchantment: EntityId,
    },
    /// A character was frozen.
    Frozen {
        /// Who.
        target: EntityId,
    },
    /// A character thawed.
    Thawed {
        /// Who.
        target: EntityId,
    },
    /// A character lost keywords (Blood Knight, Flare).
    KeywordsLost {
        /// Who.
        target: EntityId,
    },
    /// A secret was destroyed without firing; its card is revealed.
    SecretDestroyed {
        /// Whose.
        player: u8,
        /// The secret.
        card: EntityId,
        /// Its card, now public.
        def: u16,
    },
    /// A minion was silenced.
    Silenced {
        /// Who.
        target: EntityId,
    },
    /// A minion became another card.
    Transformed {
        /// The old entity (now REMOVEDFROMGAME).
        old: EntityId,
        /// The new one.
        new: EntityId,
    },
    /// A minion went back to its owner's hand.
    ReturnedToHand {
        /// Who.
        card: EntityId,
    },
    /// A minion changed sides.
    ControlChanged {
        /// Who.
        card: EntityId,
        /// New controller.
        player: u8,
    },
    /// A Discover was offered (the options are the player's to see).
    Offered {
        /// Seat.
        player: u8,
        /// How many options.
        count: u8,
    },
    /// A pending choice was answered.
    Chosen {
        /// Seat.
        player: u8,
        /// The picked option.
        card: EntityId,
    },
    /// A card's play was rewound: the game is back as it was before it was played, and it is
    /// played again (Rewind).
    Rewound {
        /// Seat.
        player: u8,
        /// The card played again.
        card: EntityId,
    },
    /// A card's cost was paid in Health (not damage).
    HealthSpent {
        /// Seat.
        player: u8,
        /// How much.
        amount: u8,
    },
    /// A card was traded: shuffled from the hand into the deck for 1 Mana (a draw follows). Only
    /// the entity is named: the opponent does not see which card it was.
    Traded {
        /// Seat.
        player: u8,
        /// The card.
        card: EntityId,
    },
    /// A card was discarded.
    Discarded {
        /// Seat.
        player: u8,
        /// The card.
        card: EntityId,
    },
    /// An entity died or was destroyed and went to the graveyard.
    Died {
        /// Who.
        card: EntityId,
    },
    /// Mana changed outside the turn start (The Coin, Innervate, Wild Growth).
    ManaGained {
        /// Seat.
        player: u8,
        /// Available.
        mana: u8,
        /// Crystals.
        max: u8,
    },
    /// Corpses changed.
    Corpses {
        /// Seat.
        player: u8,
        /// New count.
        count: u16,
    },
    /// The active player ran out of turn time.
    TimedOut {
        /// Seat.
        player: u8,
    },
    /// A turn ended.
    TurnEnded {
        /// Seat.
        player: u8,
    },
    /// A player conceded.
    Conceded {
        /// Seat.
        player: u8,
    },
    /// The game ended; None is a draw.
    GameOver {
        /// The winner.
        winner: Option<u8>,
    },
    /// A new card was shuffled into a deck by an effect (only the entity is named: the
    /// opponent does not see where it went).
    ShuffledIntoDeck {
        /// Whose deck.
        player: u8,
        /// The card.
        card: EntityId,
    },
    /// A card drawn from the deck cast itself (Plagued Grain's Crates); its player draws again.
    CastWhenDrawn {
        /// Seat.
        player: u8,
        /// The card.
        card: EntityId,
        /// Its definition.
        def: u16,
    },
    /// A card was played by an effect, for free and with its choices made at random
    /// (`PlayRandom`: Yogg-Saron, Avatar of Hearthstone).
    PlayedByEffect {
        /// For whom.
        player: u8,
        /// The card.
        card: EntityId,
        /// Its definition.
        def: u16,
        /// The target picked for it.
        target: Option<EntityId>,
    },
    /// A card an effect played did nothing: a spell with no valid target where it needs one, a
    /// Secret that may not go into play, a card whose condition to be played fails.
    Fizzled {
        /// The card.
        card: EntityId,
    },
    /// A player's deck was replaced by an endless portal (Kil'jaeden).
    PortalOpened {
        /// Seat.
        player: u8,
    },
    // Last, so the fingerprints of logs without it stay as they were.
    /// A Hero card put a new hero into play in place of a player's (Lord Jaraxxus).
    HeroReplaced {
        /// Whose.
        player: u8,
        /// The old hero.
        old: EntityId,
        /// The new one.
        new: EntityId,
    },
}

//! The components of the hearth rules world. Tags live in one bit set per entity so that gaining or
//! losing a keyword never moves the entity between archetypes (that would be slow on the hot path).

use bevy::ecs::component::Component;

use crate::engine::{EntityId, Zone};
use crate::rulesets::hearth::content::schema::{CardType, Filter, GrantRef, Keyword};

/// Boolean game tags of one entity (keywords and states), as the protocol's TAUNT=1 etc., in one bit
/// set so that gaining or losing a keyword never moves the entity between archetypes.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Tags(u64);

macro_rules! tag_bits {
    ($($(#[$doc:meta])* $name:ident = $bit:expr;)*) => {
        impl Tags {
            $($(#[$doc])* pub const $name: Tags = Tags(1u64 << $bit);)*
        }
    };
}

tag_bits! {
    /// TAUNT.
    TAUNT = 0;
    /// DIVINE_SHIELD.
    DIVINE_SHIELD = 1;
    /// CHARGE.
    CHARGE = 2;
    /// RUSH.
    RUSH = 3;
    /// WINDFURY.
    WINDFURY = 4;
    /// STEALTH.
    STEALTH = 5;
    /// POISONOUS.
    POISONOUS = 6;
    /// LIFESTEAL.
    LIFESTEAL = 7;
    /// ELUSIVE (can't be targeted by spells or hero powers).
    ELUSIVE = 8;
    /// IMMUNE.
    IMMUNE = 9;
    /// FROZEN.
    FROZEN = 10;
    /// REBORN.
    REBORN = 11;
    /// CANT_ATTACK.
    CANT_ATTACK = 12;
    /// EXHAUSTED: arrived this turn (summoning sickness).
    EXHAUSTED = 13;
    /// SILENCED.
    SILENCED = 14;
    /// Marked for destruction by a Destroy effect; dies at the next death check.
    TO_BE_DESTROYED = 15;
    /// Leaves no corpse when it dies (Risen minions).
    NO_CORPSE = 16;
    /// Its card has triggered abilities (a fast filter for trigger dispatch).
    HAS_TRIGGERS = 17;
    /// Its card has a deathrattle.
    HAS_DEATHRATTLE = 18;
    /// Its card has an aura.
    HAS_AURA = 19;
    /// FORGETFUL: 50% chance to attack the wrong enemy.
    FORGETFUL = 20;
    /// Doubles its controller's spell and hero power damage and healing.
    DOUBLE_SPELLS = 21;
    /// A spell being cast was countered: it resolves nothing.
    COUNTERED = 22;
    /// A location used this turn cycle: ready again at its owner's next turn.
    COOLDOWN = 23;
    /// CLEAVE: attacks also damage the defender's neighbours.
    CLEAVE = 24;
    /// Its Attack is its Health (Lightspawn).
    ATTACK_IS_HEALTH = 25;
    /// A card in hand discarded at the end of its owner's turn.
    TEMPORARY = 26;
    /// OUTCAST: the card has an Outcast bonus.
    OUTCAST = 27;
    /// The card was played from the left- or right-most position of its hand.
    PLAYED_FROM_EDGE = 28;
    /// It carries granted text (an enchantment with a deathrattle or triggers): trigger dispatch
    /// and the death check look at its enchantments.
    GRANTED = 29;
    /// Takes no damage from the defender while attacking (Footman's neighbours; on a weapon: its
    /// hero, Gladiator's Longbow).
    IMMUNE_WHILE_ATTACKING = 30;
    /// Healing restores nothing to it (Repulsive Gargantuan's aura).
    CANT_BE_HEALED = 31;
    /// On a hero: healing by its side deals damage instead (Auchenai Soulpriest's aura).
    HEALING_HURTS = 32;
    /// On a hero: its side's minions can't be reduced below 1 Health (Commanding Shout, for
    /// the turn: minions that arrive later that turn too).
    MINIONS_KEEP_ONE = 33;
    /// TRADEABLE: in hand, it may be traded (pay 1 Mana, shuffle it into the deck, draw).
    TRADEABLE = 34;
    /// Its card has a trigger (or grants one) that prevents damage before it lands (Ice Block):
    /// a card set with none never looks for one.
    PREVENTS = 35;
    /// COSTS_HEALTH: in hand, it costs Health instead of Mana.
    COSTS_HEALTH = 36;
    /// Its card may make a card cost Health (the keyword, a Health `own_cost`, or an effect that
    /// gives the keyword): a game without one never asks how a card is paid for.
    HEALTH_COSTS = 37;
    /// Its Battlecry triggers twice (Brann Bronzebeard's aura, the Rude Awakening gift).
    DOUBLE_BATTLECRY = 38;
    /// REWIND: once played, its player may rewind the play (the card's printed keyword).
    REWIND = 39;
    /// USED_REWIND: this card's play is the rewound one; it offers no second rewind.
    USED_REWIND = 40;
    /// Picked from a Discover, it goes on top of the deck (the Sweet Dreams gift).
    DISCOVERED_ON_TOP = 41;
    /// Reborn brings it back whole: full Health and its enchantments (Persisting Horror).
    FULL_REBORN = 42;
    /// Its controller gains twice as many Corpses (Falric).
    DOUBLE_CORPSES = 43;
    /// Turns are short while it is in play (Nozdormu); the seconds are on its card.
    TURN_TIMER = 44;
    /// Drawn, the card casts itself (Plagued Grain's Crates).
    CASTS_WHEN_DRAWN = 45;
    /// Its card has (or grants) a trigger on cards drawn: a game without one never fires it.
    WATCHES_DRAWS = 46;
    /// It upgrades while in hand (Nethrandamus): hands are looked at only once one is in the game.
    UPGRADES = 47;
}

impl Tags {
    /// The keywords silence removes and a reset card loses.
    pub const KEYWORDS: Tags = Tags(
        (((1 << 13) - 1) & !(1 << 10))
            | Tags::FORGETFUL.0
            | Tags::DOUBLE_SPELLS.0
            | Tags::CLEAVE.0
            | Tags::ATTACK_IS_HEALTH.0
            | Tags::TEMPORARY.0
            | Tags::IMMUNE_WHILE_ATTACKING.0
            | Tags::CANT_BE_HEALED.0
            | Tags::HEALING_HURTS.0
            | Tags::MINIONS_KEEP_ONE.0
            | Tags::DOUBLE_CORPSES.0
            | Tags::TURN_TIMER.0
            | Tags::DOUBLE_BATTLECRY.0
            | Tags::DISCOVERED_ON_TOP.0
            | Tags::FULL_REBORN.0,
    );

    /// No tag.
    pub const fn empty() -> Tags {
        Tags(0)
    }
    /// The raw bits.
    pub const fn bits(self) -> u64 {
        self.0
    }
    /// True when no tag is set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// True when every tag of `other` is set.
    #[inline]
    pub const fn contains(self, other: Tags) -> bool {
        self.0 & other.0 == other.0
    }
    /// True when any tag of `other` is set.
    #[inline]
    pub const fn intersects(self, other: Tags) -> bool {
        self.0 & other.0 != 0
    }
    /// Sets the tags of `other`.
    #[inline]
    pub fn insert(&mut self, other: Tags) {
        self.0 |= other.0;
    }
    /// Clears the tags of `other`.
    #[inline]
    pub fn remove(&mut self, other: Tags) {
        self.0 &= !other.0;
    }
}

impl std::ops::BitOr for Tags {
    type Output = Tags;
    fn bitor(self, other: Tags) -> Tags {
        Tags(self.0 | other.0)
    }
}

impl std::ops::BitOrAssign for Tags {
    fn bitor_assign(&mut self, other: Tags) {
        self.0 |= other.0;
    }
}

impl Tags {
    /// The tag of a keyword (`SpellDamage` has none: it is a number, kept in `Stats`).
    pub fn of_keyword(keyword: Keyword) -> Tags {
        match keyword {
            Keyword::Taunt => Tags::TAUNT,
            Keyword::DivineShield => Tags::DIVINE_SHIELD,
            Keyword::Charge => Tags::CHARGE,
            Keyword::Rush => Tags::RUSH,
            Keyword::Windfury => Tags::WINDFURY,
            Keyword::Stealth => Tags::STEALTH,
            Keyword::Poisonous => Tags::POISONOUS,
            Keyword::Lifesteal => Tags::LIFESTEAL,
            Keyword::Elusive => Tags::ELUSIVE,
            Keyword::Immune => Tags::IMMUNE,
            Keyword::Frozen => Tags::FROZEN,
            Keyword::Reborn => Tags::REBORN,
            Keyword::CantAttack => Tags::CANT_ATTACK,
            Keyword::SpellDamage(_) => Tags::empty(),
            Keyword::Forgetful => Tags::FORGETFUL,
            Keyword::DoubleSpells => Tags::DOUBLE_SPELLS,
            Keyword::Cleave => Tags::CLEAVE,
            Keyword::AttackEqualsHealth => Tags::ATTACK_IS_HEALTH,
            Keyword::Temporary => Tags::TEMPORARY,
            Keyword::Outcast => Tags::OUTCAST,
            Keyword::ImmuneWhileAttacking => Tags::IMMUNE_WHILE_ATTACKING,
            Keyword::CantBeHealed => Tags::CANT_BE_HEALED,
            Keyword::HealingHurts => Tags::HEALING_HURTS,
            Keyword::MinionsKeepOneHealth => Tags::MINIONS_KEEP_ONE,
            Keyword::Tradeable => Tags::TRADEABLE,
            Keyword::CostsHealth => Tags::COSTS_HEALTH,
            Keyword::DoubleCorpses => Tags::DOUBLE_CORPSES,
            Keyword::TurnTimer(_) => Tags::TURN_TIMER,
            Keyword::DoubleBattlecry => Tags::DOUBLE_BATTLECRY,
            Keyword::Rewind => Tags::REWIND,
            Keyword::DiscoveredOnTop => Tags::DISCOVERED_ON_TOP,
            Keyword::FullReborn => Tags::FULL_REBORN,
        }
    }
    /// The tags of a keyword list.
    pub fn of_keywords(keywords: &[Keyword]) -> Tags {
        keywords
            .iter()
            .fold(Tags::empty(), |acc, k| acc | Tags::of_keyword(*k))
    }

    /// The Spell Damage a list of keywords grants (it is a number, not a tag).
    pub fn spell_damage_of(keywords: &[Keyword]) -> i16 {
        keywords
            .iter()
            .map(|k| match k {
                Keyword::SpellDamage(n) => *n as i16,
                _ => 0,
            })
            .sum()
    }
}

/// Identity and place of a card entity: which card it is, who owns and controls it, where it is.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardState {
    /// Index of its card definition in the card set.
    pub def: u16,
    /// Its card type (cached from the definition).
    pub kind: CardType,
    /// The seat that owns it (its deck of origin).
    pub owner: u8,
    /// The seat that controls it now.
    pub controller: u8,
    /// Its zone.
    pub zone: Zone,
    /// When it entered play: the protocol's play order, used to order triggers and deathrattles.
    pub play_order: u32,
}

/// Numeric tags of a card entity. Health-like values follow the protocol: current health is
/// `max_health - damage`; for weapons `max_health` is the durability and `damage` the durability lost.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Stats {
    /// Base attack before enchantments (the card's, or a scenario's override).
    pub base_attack: i16,
    /// Base health before enchantments.
    pub base_health: i16,
    /// Attack with enchantments.
    pub attack: i16,
    /// Maximum health with enchantments.
    pub max_health: i16,
    /// Damage taken.
    pub damage: i16,
    /// Armor (heroes).
    pub armor: i16,
    /// Spell damage this entity grants its controller.
    pub spell_damage: i16,
    /// Attacks made this turn.
    pub attacks: u8,
    /// Cost change from enchantments (the cost paid is the card's plus this, never below 0).
    pub cost_delta: i16,
    /// Times the card upgraded in hand (`upgrades_on`).
    pub upgrades: u8,
}

impl Stats {
    /// Current health.
    #[inline]
    pub fn health(&self) -> i16 {
        self.max_health - self.damage
    }
}

/// A buff: an entity of its own (CARD type ENCHANTMENT) attached to its target.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Enchantment {
    /// What it is attached to.
    pub target: EntityId,
    /// Attack it adds.
    pub attack: i16,
    /// Health it adds.
    pub health: i16,
    /// Keywords it grants.
    pub tags: Tags,
    /// Cost change (a card in hand: Freezing Trap's "costs (2) more").
    pub cost: i16,
    /// Removed at the end of the turn.
    pub this_turn: bool,
    /// Still in force (false once removed; the entity stays, as entities never vanish).
    pub active: bool,
    /// The card whose aura this is (aura enchantments come and go with the aura).
    pub aura_source: Option<EntityId>,
    /// Spell Damage it adds (a buff or an aura granting `SpellDamage(n)`).
    pub spell_damage: i16,
    /// Text it gives its target (a deathrattle, triggers), kept in the granting card.
    pub grant: Option<GrantRef>,
    /// The player its granted triggers speak for, whoever controls the holder (Blessing of
    /// Wisdom draws for its caster); None: the holder's controller.
    pub speaks_for: Option<u8>,
    /// It gave control of its target to another player (Shadow Madness): when it ends, by
    /// expiring or by Silence, the target goes back to this player.
    pub control_from: Option<u8>,
}

/// What the game is waiting for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// Players choose cards to replace; `0`/`1` tell who still has to.
    Mulligan,
    /// A player's main action phase.
    Main,
    /// The game has ended.
    Over,
}

/// The game's numbers (entity 1 stands for the game; these live in the rules state): turn
/// counter, whose turn, the state machine's step, the result.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameState {
    /// The turn counter: 1 is the first player's first turn.
    pub turn: u16,
    /// Whose turn it is (0 or 1).
    pub active: u8,
    /// The seat that went first.
    pub first: u8,
    /// What the game waits for.
    pub step: Step,
    /// After the game: the winner, or None for a draw.
    pub winner: Option<u8>,
    /// The next play-order number.
    pub next_play_order: u32,
    /// Enchantments that end at the end of this turn.
    pub temporary_enchantments: Vec<EntityId>,
    /// Enchantments that end at the start of a seat's next turn ("until your next turn").
    pub until_turn_of: Vec<(EntityId, u8)>,
    /// Enchantments that last some of a seat's turns: (enchantment, seat, turns left counting
    /// the current one); each ends at the end of the seat's last turn ("Lasts 3 turns").
    pub lasting: Vec<(EntityId, u8, u8)>,
    /// What cards remembered for a later effect of their own (`Remember`): (card, what).
    pub memory: Vec<(EntityId, EntityId)>,
    /// Entities replaced by a transformation since the current play began (old, new): the
    /// Play sequence follows a played minion that became another (Druid of the Claw).
    pub replaced: Vec<(EntityId, EntityId)>,
    /// Minions killed by attacks: (the attacker, or the hero's weapon; the dead minion's card).
    pub kills: Vec<(EntityId, u16)>,
    /// The character whose attack is resolving, from its declaration to its combat damage:
    /// "Immune while attacking" reads it.
    pub attacker: Option<EntityId>,
    /// What the attack being declared, or the card being played, is aimed at (`EventTarget`).
    pub aimed_at: Option<EntityId>,
    /// A new target asked for by `Redirect` while an attack is declared or a spell is cast.
    pub retarget: Option<EntityId>,
    /// Aura enchantments in force.
    pub aura_enchantments: Vec<EntityId>,
    /// Choices waiting for an answer (Discover), oldest first; while any waits, only its player
    /// acts, with a Choose action.
    pub pending: Vec<PendingChoice>,
    /// Logical time the active player has used this turn, in milliseconds (advanced by the app,
    /// never by the rules themselves; frozen in tests and simulations).
    pub turn_clock_ms: u32,
    /// The time this turn had when it started, in milliseconds (shorter while a `TurnTimer`
    /// card was in play then).
    pub turn_limit_ms: u32,
    /// Which pools the game draws from (Standard or Legacy totems).
    pub format: Format,
    /// What the last effect of the effect list resolving now acted on or brought (the `Them`
    /// selector); cleared when a new list begins.
    pub them: Vec<EntityId>,
    /// What the last `Summon` or `RaiseCorpses` could not bring for want of room (`Unplaced`).
    pub unplaced: i16,
    /// The damage the last `Damage` effect dealt (`Dealt`).
    pub dealt: i16,
    /// The printed tags of every card this game has held (created, or re-dealt by a
    /// determinization): rules that only some cards need (trading, damage prevention) are looked
    /// for only once such a card is in the game.
    pub seen: Tags,
}

/// A choice a player must make before anything else happens.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PendingChoice {
    /// Who chooses.
    pub player: u8,
    /// The offered cards (entities in the player's deck, or set aside for a summon choice).
    pub options: Vec<EntityId>,
    /// What becomes of the pick.
    pub outcome: ChoiceOutcome,
    /// The characters already picked by the earlier choices of the same effect (never offered
    /// again: "three different enemies").
    pub picked: Vec<EntityId>,
}

/// What happens to the option a player picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChoiceOutcome {
    /// Drawn from the deck (Tracking).
    Draw,
    /// A copy goes to the hand (Selective Breeder).
    Copy,
    /// Summoned for the chooser (Totemic Slam); the options were set aside for the choice.
    Summon,
    /// Put on top of the chooser's deck, where it already is (Sightless Watcher).
    OnTop,
    /// Put into the chooser's hand, Temporary or not; the options were new cards set aside for
    /// the choice (a Discover from the card set).
    Give {
        /// The pick is discarded at the end of the turn if not played.
        temporary: bool,
    },
    /// Receives the effects of `source`'s `ChooseTargets`, the `effect`-th of its play, as the
    /// target; `left` more picks follow among the characters not yet picked (Night Elf Huntress).
    Target {
        /// The card whose play asks.
        source: EntityId,
        /// Which effect of its play.
        effect: u8,
        /// Picks still to come after this one.
        left: u8,
    },
    /// Keep the card's outcome (the first option) or rewind its play (the second): the game,
    /// which keeps a copy of the position before the play, answers the rewind itself
    /// (`rewind.rs`).
    Rewind,
}

/// A rule on what a player's cards in hand cost, left by an effect.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CostRule {
    /// Which cards.
    pub filters: Vec<Filter>,
    /// Added to their cost.
    pub change: i8,
    /// Or their cost becomes this.
    pub set: Option<u8>,
    /// Used up by the next matching card played.
    pub once: bool,
    /// The turn at whose end it ends (`u16::MAX`: never).
    pub expires: u16,
}

/// An endless portal that replaced a deck: every draw brings a new card of the query of the
/// first `DeckPortal` effect of `source`'s card, with +bonus/+bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Portal {
    /// The card whose `DeckPortal` opened it.
    pub source: u16,
    /// The bonus a card drawn now gets.
    pub bonus: i16,
    /// What the bonus grows by at the start of each of the player's turns.
    pub growth: i16,
}

/// Which card pool a format uses where the game changed over time (the Shaman's basic totems).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Deserialize)]
pub enum Format {
    /// Today's pools.
    #[default]
    Standard,
    /// The pools of the original game.
    Legacy,
}

/// A player's numbers (entities 2 and 3 stand for the players; these live in the rules state):
/// resources, counters and the ordered contents of its zones.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct PlayerState {
    /// The player's hero.
    pub hero: EntityId,
    /// The hero power in play.
    pub hero_power: EntityId,
    /// The equipped weapon.
    pub weapon: Option<EntityId>,
    /// Deck, top first.
    pub deck: Vec<EntityId>,
    /// Hand, left to right.
    pub hand: Vec<EntityId>,
    /// Board (minions and locations), left to right.
    pub board: Vec<EntityId>,
    /// Graveyard, in order of arrival.
    pub graveyard: Vec<EntityId>,
    /// Secrets, in order of arrival.
    pub secrets: Vec<EntityId>,
    /// Mana available now.
    pub mana: u8,
    /// Mana crystals.
    pub max_mana: u8,
    /// Crystals locked this turn by overload.
    pub overload_locked: u8,
    /// Crystals to lock next turn.
    pub overload_owed: u8,
    /// Crystals an opponent's effect locks next turn (Mana Burn): not Overload.
    pub locked_next: u8,
    /// Fatigue damage taken last time (the next is one more).
    pub fatigue: u8,
    /// Corpses available (Death Knight).
    pub corpses: u16,
    /// Cards played this turn (Combo).
    pub cards_played: u8,
    /// The card played last (any turn).
    pub last_played: Option<EntityId>,
    /// Minions played this turn (Pint-Sized Summoner).
    pub minions_played: u8,
    /// The tribes (race bits) of the minions played this turn.
    pub races_played: u16,
    /// The tribes of the minions played during this player's previous turn (Kindred).
    pub races_played_before: u16,
    /// The cards (by index) whose "once per game" this player has used (`OncePerGame`).
    pub once_per_game: Vec<u16>,
    /// Corpses spent this game (Stitched Giant).
    pub corpses_spent: u16,
    /// Rules on what this player's cards in hand cost, from effects ("the next spell you cast
    /// this turn costs (2) less"), oldest first.
    pub cost_rules: Vec<CostRule>,
    /// Health restored to this player's hero this turn.
    pub hero_healed: i16,
    /// The cards of this player's minions that died this turn, in order of death.
    pub died_this_turn: Vec<u16>,
    /// This player's minions that died since the end of its last turn, in order of death.
    pub died_since_turn: Vec<EntityId>,
    /// Spells this player played from the hand this game (not countered).
    pub spells_cast: u16,
    /// The endless portal that replaced this player's deck, if one did (`DeckPortal`).
    pub portal: Option<Portal>,

    /// Hero power uses this turn.
    pub hero_power_uses: u8,
    /// The hero was granted text at some point: trigger dispatch looks at it.
    pub hero_granted: bool,
    /// Minions with an aura on this player's board (kept in step by every board change; checked
    /// by the invariants), so the aura refresh costs nothing when there are none.
    pub auras: u8,
    /// Mulligan still to do.
    pub mulligan_pending: bool,
    /// Lost the game (hero died or conceded).
    pub lost: bool,
}

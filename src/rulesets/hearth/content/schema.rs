//! The hearth card schema and its effect language, exactly as modders write it in RON.
//! Every type here denies unknown fields, so a typo in a card file is an error, not a silent default.

use serde::Deserialize;

pub use super::query::{CardQuery, ClassRule, Rune};

/// A hearthstone class; `Neutral` cards go in any deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Default, schemars::JsonSchema)]
pub enum Class {
    /// Any class may use it.
    #[default]
    Neutral,
    /// Jaina.
    Mage,
    /// Garrosh.
    Warrior,
    /// Thrall.
    Shaman,
    /// Valeera.
    Rogue,
    /// Uther.
    Paladin,
    /// Rexxar.
    Hunter,
    /// Malfurion.
    Druid,
    /// Gul'dan.
    Warlock,
    /// Anduin.
    Priest,
    /// Illidan.
    DemonHunter,
    /// The Lich King.
    DeathKnight,
}

/// What kind of card an entity is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, schemars::JsonSchema)]
pub enum CardType {
    /// A hero: the player's character.
    Hero,
    /// A hero power, usable once per turn.
    HeroPower,
    /// A minion.
    Minion,
    /// A spell.
    Spell,
    /// A weapon for the hero.
    Weapon,
    /// A location: a board slot with durability and a cooldown.
    Location,
    /// A buff attached to another entity.
    Enchantment,
}

/// Minion tribes. `All` has every tribe at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, schemars::JsonSchema)]
pub enum Race {
    /// Beast.
    Beast,
    /// Demon.
    Demon,
    /// Dragon.
    Dragon,
    /// Elemental.
    Elemental,
    /// Mech.
    Mech,
    /// Murloc.
    Murloc,
    /// Naga.
    Naga,
    /// Pirate.
    Pirate,
    /// Totem.
    Totem,
    /// Undead.
    Undead,
    /// Draenei.
    Draenei,
    /// Every tribe (Amalgam).
    All,
}

impl Race {
    /// The bit of this tribe in a race mask (`All` sets every bit).
    pub const fn bit(self) -> u16 {
        match self {
            Race::All => u16::MAX,
            other => 1 << (other as u16),
        }
    }
}

/// How rare a collectible card is; queries ask for it ("a random Legendary minion") and a deck
/// holds one copy of a Legendary card. Tokens have none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Default, schemars::JsonSchema)]
pub enum Rarity {
    /// No rarity (tokens, hero powers).
    #[default]
    None,
    /// The basic set.
    Free,
    /// Common.
    Common,
    /// Rare.
    Rare,
    /// Epic.
    Epic,
    /// Legendary: one copy per deck.
    Legendary,
}

/// Spell schools.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, schemars::JsonSchema)]
pub enum School {
    /// Arcane.
    Arcane,
    /// Fel.
    Fel,
    /// Fire.
    Fire,
    /// Frost.
    Frost,
    /// Holy.
    Holy,
    /// Nature.
    Nature,
    /// Shadow.
    Shadow,
}

/// Keywords a card can carry (the same names the scenario format uses).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, schemars::JsonSchema)]
pub enum Keyword {
    /// Enemies must attack it first.
    Taunt,
    /// Prevents the next damage.
    DivineShield,
    /// Can attack the turn it arrives.
    Charge,
    /// Can attack minions the turn it arrives.
    Rush,
    /// Can attack twice a turn.
    Windfury,
    /// Cannot be targeted or attacked by enemies until it attacks.
    Stealth,
    /// Destroys any minion it damages.
    Poisonous,
    /// Damage dealt also heals its hero.
    Lifesteal,
    /// Cannot be targeted by spells or hero powers.
    Elusive,
    /// Takes no damage and cannot be attacked or targeted by enemies.
    Immune,
    /// Misses its next attack.
    Frozen,
    /// Comes back with 1 health the first time it dies.
    Reborn,
    /// Never attacks.
    CantAttack,
    /// Adds to the damage of its controller's spells.
    SpellDamage(u8),
    /// 50% chance to attack the wrong enemy (Ogre Brute): the new target is any other enemy
    /// character, taunt and stealth notwithstanding.
    Forgetful,
    /// Doubles the damage and healing of its controller's spells and hero power (Prophet Velen);
    /// two of them quadruple it. Applied after spell damage is added.
    DoubleSpells,
    /// Its attacks also damage the minions next to the defender (on a weapon: its hero's attacks).
    Cleave,
    /// Its Attack is always equal to its Health (Lightspawn).
    AttackEqualsHealth,
    /// A card in hand that is discarded at the end of its owner's turn (the Gifts' Discovered
    /// cards).
    Temporary,
    /// Has an Outcast bonus (a marker other cards read: Kor'vas Bloodthorn's "a card with
    /// Outcast"); the bonus itself is written with the `Outcast` condition.
    Outcast,
    /// Takes no damage from the defender while attacking; on a weapon, its hero
    /// (Gladiator's Longbow). Footman gives it to its neighbours with an adjacent aura.
    ImmuneWhileAttacking,
    /// Healing restores nothing to it (Repulsive Gargantuan: an aura over enemy characters).
    CantBeHealed,
    /// On a hero: healing by that side's cards and powers deals damage instead (Auchenai
    /// Soulpriest: an aura over its own hero).
    HealingHurts,
    /// On a hero: that side's minions can't be reduced below 1 Health (Commanding Shout:
    /// `Buff(keywords: [MinionsKeepOneHealth], to: FriendlyHero, this_turn: true)`).
    MinionsKeepOneHealth,
    /// In hand: its owner may trade it (the `Trade` action: pay 1 Mana, shuffle it into the
    /// deck, draw a card), as well as play it (The Black Knight, Big Game Hunter).
    Tradeable,
    /// In hand: it costs Health instead of Mana (its cost is taken from its owner's hero, who
    /// must have more Health than that; Armor does not count): Deathbringer Saurfang's returned
    /// card, `Buff(keywords: [CostsHealth], to: Them)`.
    CostsHealth,
    /// While in play, its controller gains twice as many Corpses as normal (Falric); several do
    /// not stack, as "twice as many as normal" reads.
    DoubleCorpses,
    /// While in play, turns last at most this many seconds (Nozdormu: `TurnTimer(15)`): the
    /// limit a turn starts with holds for that turn, and it ends the moment no such card is in
    /// play. Only a clock that runs (the app's) reads it.
    TurnTimer(u8),
    /// Its Battlecry triggers twice (Raptor Herald's Rude Awakening gift on a card; Brann
    /// Bronzebeard's "Your Battlecries trigger twice" is an aura giving it to his side's minions,
    /// so several Branns give it once: they do not stack).
    DoubleBattlecry,
    /// Rewind: once the card's play has resolved, its player chooses to keep the outcome or to
    /// put the game back as it was before the card was played and play it again with new
    /// randomness (the second outcome is kept). The two options are the tokens `rules.ron` names
    /// (`keep_timeline`, `rewind_timeline`).
    Rewind,
    /// Picked from a Discover, this card goes on top of its owner's deck instead of into the hand
    /// (the Sweet Dreams gift's "Place this card on top of your deck").
    DiscoveredOnTop,
    /// With Reborn, it comes back with full Health and its enchantments (not with 1 Health as
    /// printed): the Persisting Horror gift.
    FullReborn,
}

/// A stat a selector ranks by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
pub enum Stat {
    /// Current Attack.
    Attack,
    /// Current Health.
    Health,
    /// Current Cost.
    Cost,
}

/// Death Knight runes a card needs in its deck (7.1 B): a deck has three rune slots, filled by
/// the most of each kind any of its cards asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Runes {
    /// Blood runes.
    #[serde(default)]
    pub blood: u8,
    /// Frost runes.
    #[serde(default)]
    pub frost: u8,
    /// Unholy runes.
    #[serde(default)]
    pub unholy: u8,
}

impl Runes {
    /// Rune slots a deck has.
    pub const SLOTS: u8 = 3;

    /// Each kind at the larger of the two.
    pub fn max(self, other: Runes) -> Runes {
        Runes {
            blood: self.blood.max(other.blood),
            frost: self.frost.max(other.frost),
            unholy: self.unholy.max(other.unholy),
        }
    }

    /// Slots these runes take.
    pub fn total(self) -> u8 {
        self.blood + self.frost + self.unholy
    }

    /// Written the way players read them: "BBU" for two Blood and one Unholy.
    pub fn letters(self) -> String {
        "B".repeat(self.blood as usize)
            + &"F".repeat(self.frost as usize)
            + &"U".repeat(self.unholy as usize)
    }
}

/// Whose side a selector looks at, relative to the effect's controller.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default, schemars::JsonSchema)]
pub enum Side {
    /// The controller's side.
    Friendly,
    /// The opponent's side.
    Enemy,
    /// Both sides.
    #[default]
    Both,
}

/// Which kind of characters a selector or target rule accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default, schemars::JsonSchema)]
pub enum Group {
    /// Heroes and minions.
    #[default]
    Characters,
    /// Minions only.
    Minions,
    /// Heroes only.
    Heroes,
    /// Locations (not characters: only area effects that name them reach them).
    Locations,
    /// Secrets in play (face down in the secret zone): `All` and `Random` selectors only.
    Secrets,
    /// Equipped weapons (auras: Spiteful Smith's "your weapon has +2 Attack"; selectors read
    /// each side's weapon).
    Weapons,
}

impl Group {
    /// Whether an entity of card type `kind` belongs to the group.
    pub fn admits(self, kind: CardType) -> bool {
        match self {
            Group::Characters => matches!(kind, CardType::Hero | CardType::Minion),
            Group::Minions => kind == CardType::Minion,
            Group::Heroes => kind == CardType::Hero,
            Group::Locations => kind == CardType::Location,
            Group::Secrets => kind == CardType::Spell,
            Group::Weapons => kind == CardType::Weapon,
        }
    }
}

/// An extra condition on a candidate entity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, schemars::JsonSchema)]
pub enum Filter {
    /// Has this tribe.
    Race(Race),
    /// Has taken damage.
    Damaged,
    /// Has taken no damage.
    Undamaged,
    /// Attack at most n.
    AttackAtMost(u8),
    /// Attack at least n.
    AttackAtLeast(u8),
    /// Has this keyword now.
    Has(Keyword),
    /// Lacks this keyword now.
    Lacks(Keyword),
    /// Mortally wounded: at 0 Health or marked for destruction, still on the table until the
    /// death check ("for each that dies").
    Dying,
    /// Health at most n.
    HealthAtMost(u8),
    /// A spell of this school.
    School(School),
    /// A card of this type.
    Kind(CardType),
    /// A card with Overload.
    Overload,
    /// A Secret card.
    Secret,
    /// A card that was played from the left- or right-most position of the hand (Altruis the
    /// Outcast's "after you play the left- or right-most card").
    PlayedFromEdge,
    /// This very card, named by its id ("Silver Hand Recruits you summon": `Id("CS2_101t")`;
    /// "all characters except Ysera"); an unknown id is an error at load.
    Id(CardName),
    /// A card that spends Corpses (its text spends them: `SpendCorpses`, `RaiseCorpses` or a
    /// Corpse loss), worked out from the card's text when the card set loads (Falric's "draw a
    /// card that spends Corpses").
    SpendsCorpses,
}

/// A card id written in a filter. Filters are plain values that effects copy freely, so the id
/// is kept as a shared, interned string (each distinct id is stored once per process) rather than
/// an index resolved at load; the loader checks that it names a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, schemars::JsonSchema)]
#[schemars(with = "String")]
pub struct CardName(&'static str);

impl CardName {
    /// The card id as written.
    pub fn id(self) -> &'static str {
        self.0
    }

    /// The name for `id`, stored once however many cards or loads write it.
    pub fn new(id: &str) -> Self {
        static NAMES: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
        let mut names = NAMES
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(known) = names.iter().find(|n| **n == id) {
            return Self(known);
        }
        let stored: &'static str = Box::leak(id.to_owned().into_boxed_str());
        names.push(stored);
        Self(stored)
    }
}

impl<'de> Deserialize<'de> for CardName {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let id = String::deserialize(deserializer)?;
        Ok(Self::new(&id))
    }
}

/// Which entities an effect acts on.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
pub enum Selector {
    /// The target chosen when the card was played.
    Target,
    /// The card whose effect this is.
    Itself,
    /// The entity that caused the trigger (the summoned minion, the damaged character...).
    EventEntity,
    /// What the attack being declared, or the card being played, is aimed at: the defender, or
    /// the chosen target (Spellbender's "casts a spell on a minion"); nothing otherwise.
    EventTarget,
    /// The controller's hero.
    FriendlyHero,
    /// The opponent's hero.
    EnemyHero,
    /// The controller's weapon, if any.
    FriendlyWeapon,
    /// The opponent's weapon, if any.
    EnemyWeapon,
    /// Cards in the controller's hand, left to right, of one type if `kind` is given (hand
    /// buffs: the enchantments stay on the card when it is played).
    InHand {
        /// Only cards of this type.
        #[serde(default)]
        kind: Option<CardType>,
        /// Whose hand (default: the controller's; `Enemy`: Mind Vision).
        #[serde(default = "friendly")]
        side: Side,
    },
    /// Cards in a deck, top first, of one type if `kind` is given (Psychic Conjurer's
    /// `RandomOf(InDeck(side: Enemy))`).
    InDeck {
        /// Only cards of this type.
        #[serde(default)]
        kind: Option<CardType>,
        /// Whose deck (default: the controller's).
        #[serde(default = "friendly")]
        side: Side,
    },
    /// The card a player played last, this turn or before (Vanessa VanCleef's
    /// `LastPlayed(Enemy)`); nothing before their first card.
    LastPlayed(Side),
    /// Every matching entity in play, in play order.
    All {
        /// Heroes, minions or both.
        #[serde(default)]
        group: Group,
        /// Friendly, enemy or both.
        #[serde(default)]
        side: Side,
        /// Extra conditions.
        #[serde(default)]
        filters: Vec<Filter>,
        /// Leaves out the source itself.
        #[serde(default)]
        except_source: bool,
        /// Leaves out the chosen target (Swipe's "all other enemies").
        #[serde(default)]
        except_target: bool,
    },
    /// `count` distinct random matching entities (fewer if fewer exist).
    Random {
        /// Heroes, minions or both.
        #[serde(default)]
        group: Group,
        /// Friendly, enemy or both.
        #[serde(default)]
        side: Side,
        /// Extra conditions.
        #[serde(default)]
        filters: Vec<Filter>,
        /// How many distinct entities.
        #[serde(default = "one")]
        count: u8,
        /// Leaves out the source itself.
        #[serde(default)]
        except_source: bool,
    },
    /// What the previous effect of the same list acted on or brought: the characters it damaged,
    /// healed, buffed or destroyed, the cards it drew or gave, the minions it summoned ("draw a
    /// card and deal damage equal to its Cost", "draw a card for each that dies").
    Them,
    /// Those of a selection that pass the filters: `Where(Them, [Dying])`.
    Where(Box<Selector>, Vec<Filter>),
    /// The minions right beside each selected minion on its board (not the minion itself).
    Adjacent(Box<Selector>),
    /// Each selected minion together with the minions right beside it, left to right.
    AndAdjacent(Box<Selector>),
    /// One of a selection, at random (none when it is empty).
    RandomOf(Box<Selector>),
    /// `n` different ones of a selection, at random (fewer when it has fewer: Thoughtsteal's
    /// `Pick(2, InDeck(side: Enemy))`).
    Pick(u8, Box<Selector>),
    /// The one of a selection with the highest stat (ties broken at random): Asphyxiate's
    /// `Highest(Attack, All(group: Minions, side: Enemy))`.
    Highest(Stat, Box<Selector>),
    /// The one of a selection with the lowest stat (ties broken at random).
    Lowest(Stat, Box<Selector>),
    /// Those of the first selection that the second does not pick (Brawl: `Except(All(group:
    /// Minions), RandomOf(All(group: Minions)))`, all minions but one chosen at random).
    Except(Box<Selector>, Box<Selector>),
    /// The cards this card remembered with `Remember` (Felsoul Jailer's "Deathrattle: Return
    /// it": `AddCopy(of: Remembered, side: Enemy)`).
    Remembered,
}

fn one() -> u8 {
    1
}

fn one_amount() -> Amount {
    Amount::Fixed(1)
}

/// A number an effect uses: written on the card (`3`), or read from the game when the effect
/// resolves (`Attack(FriendlyHero)`, `Count(All(group: Minions, side: Enemy))`,
/// `Times(2, CardsPlayed)`). A read amount below 0 counts as 0 where a count or damage is meant.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum Amount {
    /// A number written on the card.
    Fixed(i16),
    /// A number read from the game at resolution.
    Read(Box<Quantity>),
}

impl Default for Amount {
    fn default() -> Self {
        Amount::Fixed(0)
    }
}

impl From<i16> for Amount {
    fn from(n: i16) -> Self {
        Amount::Fixed(n)
    }
}

impl Amount {
    /// The number written on the card, if it is one.
    pub fn fixed(&self) -> Option<i16> {
        match self {
            Amount::Fixed(n) => Some(*n),
            Amount::Read(_) => None,
        }
    }
}

/// What a read amount reads. Stat readers add up the stat over every selected entity.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
pub enum Quantity {
    /// Current Attack (a hero's with its weapon on its own turn).
    Attack(Selector),
    /// Current Health (a weapon's: its Durability left).
    Health(Selector),
    /// Current Durability of weapons.
    Durability(Selector),
    /// Armor of heroes.
    Armor(Selector),
    /// Health missing (damage taken) of characters: "fully heal" restores this much.
    Missing(Selector),
    /// Current Cost of cards.
    Cost(Selector),
    /// How many entities the selector picks.
    Count(Selector),
    /// Cards in a hand.
    HandSize(Side),
    /// Cards in a deck.
    DeckSize(Side),
    /// Cards the controller played this turn before this one (Combo counts).
    CardsPlayed,
    /// Minions of a side that died this turn.
    MinionsDied(Side),
    /// Health restored to a side's hero this turn ("if your hero was healed this turn").
    HeroHealed(Side),
    /// The controller's Corpses.
    Corpses,
    /// The damage or healing the trigger reacted to ("deal that much damage").
    EventAmount,
    /// A number times an amount.
    Times(i16, Amount),
    /// The sum of two amounts.
    Plus(Amount, Amount),
    /// Minions the controller played this turn before this one.
    MinionsPlayed,
    /// Corpses the controller has spent this game.
    CorpsesSpent,
    /// The first amount less the second.
    Minus(Amount, Amount),
    /// The smaller of two amounts ("up to 8": `Min(Corpses, 8)`).
    Min(Amount, Amount),
    /// What the last `Summon` or `RaiseCorpses` of the list could not bring for want of room
    /// on the board ("for each that can't fit": Lord Marrowgar).
    Unplaced,
    /// Spells the controller has played from the hand this game (countered ones aside; spells
    /// an effect casts do not count): Yogg-Saron, Hope's End.
    SpellsCast,
    /// How many times this card has upgraded while in its owner's hand (`upgrades_on`:
    /// Nethrandamus's "@-Cost").
    Upgrades,
    /// The minions of a side that died since the end of its player's last turn and pass the
    /// filters (Necrotic Mortician's "if a friendly Undead died after your last turn":
    /// `DiedSinceLastTurn(Friendly, [Race(Undead)])`).
    DiedSinceLastTurn(Side, Vec<Filter>),
    /// The damage the last `Damage` effect of the list actually dealt (after Divine Shield, Immune
    /// and Armor do their part): "restore Health equal to the damage dealt" (Blood Boil's
    /// Lifesteal written into its infection).
    Dealt,
}

fn friendly() -> Side {
    Side::Friendly
}

fn enemy() -> Side {
    Side::Enemy
}

/// What a card or hero power needs as its target when it is played.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TargetRule {
    /// Heroes, minions or both.
    #[serde(default)]
    pub group: Group,
    /// Friendly, enemy or both.
    #[serde(default)]
    pub side: Side,
    /// Extra conditions on the target.
    #[serde(default)]
    pub filters: Vec<Filter>,
    /// Battlecries target "if available": with no valid target the card is still playable.
    #[serde(default = "yes")]
    pub required: bool,
    /// The card asks for a target only while this holds (SI:7 Agent's Combo, Glaivebound Adept's
    /// "if your hero attacked"); otherwise it is played with no target. Only conditions that read
    /// the board are allowed here (not `TargetDies` nor `SpendCorpses`).
    #[serde(default)]
    pub when: Option<Condition>,
}

fn yes() -> bool {
    true
}

/// A reference to another card by id; resolved to an index when the card set loads.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
#[serde(from = "String")]
#[schemars(with = "String")]
pub struct CardRef {
    /// The card id as written.
    pub id: String,
    /// Its index in the loaded card set (set while validating).
    #[serde(skip)]
    pub index: u16,
}

impl From<String> for CardRef {
    fn from(id: String) -> Self {
        Self {
            id,
            index: u16::MAX,
        }
    }
}

/// A condition checked when an `If` effect resolves.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
pub enum Condition {
    /// The controller already played a card this turn.
    Combo,
    /// The controller has a minion of this tribe in play (other than the source).
    ControlRace(Race),
    /// The chosen target is mortally wounded (at 0 health or marked for destruction).
    TargetDies,
    /// The controller has at least n corpses; if so they are spent (all or nothing).
    SpendCorpses(u8),
    /// The controller's hero attacked this turn.
    HeroAttacked,
    /// Every card of the controller's deck and hand has an odd cost, The Coin aside (Baku the
    /// Mooneater, checked at the start of the game).
    OnlyOddCosts,
    /// The first amount is at least the second: `AtLeast(Count(All(group: Minions, side:
    /// Enemy)), 4)`.
    AtLeast(Amount, Amount),
    /// The first amount is at most the second: `AtMost(Health(FriendlyHero), 12)`.
    AtMost(Amount, Amount),
    /// The selector picks something, and everything it picks is on `side` and passes the filters
    /// ("if it's a friendly Demon": `Is(who: Target, side: Friendly, filters: [Race(Demon)])`).
    Is {
        /// What is tested.
        who: Selector,
        /// Whose it must be (default: either side).
        #[serde(default)]
        side: Side,
        /// What it must pass.
        #[serde(default)]
        filters: Vec<Filter>,
    },
    /// A random roll: true `percent` times in a hundred.
    Chance(u8),
    /// The controller's deck holds no two cards of the same id (Reno Jackson).
    NoDuplicatesInDeck,
    /// Outcast: the card is the left- or right-most card of its hand, or was played from there.
    Outcast,
    /// The other condition does not hold.
    Not(Box<Condition>),
    /// Every one of the conditions holds, checked in order until one fails (Spellbender: the
    /// spell is aimed at a minion, and there is room to summon).
    All(Vec<Condition>),
    /// Kindred: the controller played a minion of this tribe during their previous turn (a minion
    /// with `All` counts): Raptor Herald's "Kindred: It costs (1) less".
    Kindred(Race),
    /// True the first time a player's card of this id asks, false ever after for that player
    /// ("(Once per game)": Harth Stonebrew); asking uses it up.
    OncePerGame,
}

/// One step of a card's behaviour. Effects run in order; each sees the board as the previous left it.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
pub enum Effect {
    /// Deals damage; spells add their controller's spell damage.
    Damage {
        /// Base amount.
        amount: Amount,
        /// Who takes it.
        to: Selector,
        /// Who deals it, when not the card itself (Betrayal: the target deals its Attack); its
        /// Poisonous and Lifesteal apply, and no spell damage is added.
        #[serde(default)]
        by: Option<Selector>,
    },
    /// Restores health, never above maximum.
    Heal {
        /// Amount restored.
        amount: Amount,
        /// Who is healed.
        to: Selector,
    },
    /// Attaches a stat buff (an enchantment entity); `this_turn` ones end at the end of the turn.
    Buff {
        /// Attack change.
        #[serde(default)]
        attack: Amount,
        /// Health change (also raises maximum health).
        #[serde(default)]
        health: Amount,
        /// Keywords granted with it.
        #[serde(default)]
        keywords: Vec<Keyword>,
        /// Who gets it.
        to: Selector,
        /// Ends at the end of the turn.
        #[serde(default)]
        this_turn: bool,
        /// Ends at the start of the controller's next turn ("until your next turn": Conceal).
        #[serde(default)]
        until_next_turn: bool,
    },
    /// Gives characters text they keep as an enchantment: a deathrattle and triggers (Soul of
    /// the Forest: `Grant(to: All(group: Minions, side: Friendly), deathrattle:
    /// [Summon(card: "EX1_158t")])`). Sides in the granted text are relative to the character's
    /// controller, and its effects act for that controller; silence takes the text away.
    Grant {
        /// Who gets it.
        to: Selector,
        /// A deathrattle, after the character's own.
        #[serde(default)]
        deathrattle: Vec<Effect>,
        /// Triggers, after the character's own.
        #[serde(default)]
        triggers: Vec<Trigger>,
        /// The text ends at the end of the turn (after the turn's end triggers).
        #[serde(default)]
        this_turn: bool,
        /// The text ends once one of its triggers has resolved.
        #[serde(default)]
        once: bool,
        /// The text speaks for the player who granted it, whoever controls its holder: its
        /// events' sides and its effects' "you" are the caster's (Blessing of Wisdom draws for
        /// its caster even on a minion that changes sides; Corruption destroys at the start of
        /// its caster's turn). By default they are the holder's controller's.
        #[serde(default)]
        for_caster: bool,
        /// The text lasts this many of its controller's turns, the current one counted, and
        /// ends at the end of the last (Crusader Aura's "Lasts 3 turns": `turns: 3`); 0: no
        /// such limit.
        #[serde(default)]
        turns: u8,
        /// Where the text is kept: the card and the grant's number in it (set at load).
        #[serde(skip)]
        #[schemars(skip)]
        at: GrantRef,
    },
    /// Sets attack to a value (Humility).
    SetAttack {
        /// The new attack.
        value: Amount,
        /// Who.
        to: Selector,
    },
    /// Sets health and maximum health to a value (Hunter's Mark).
    SetHealth {
        /// The new health.
        value: Amount,
        /// Who.
        to: Selector,
        /// Sets only the remaining Health, not the maximum (Alexstrasza: "set a hero's remaining
        /// Health to 15"); the maximum rises only if the value is above it.
        #[serde(default)]
        remaining: bool,
    },
    /// Makes characters attack (Gnome Muncher): each attacker attacks the defender through the
    /// whole attack sequence, as a forced attack (exhaustion and taunt do not matter).
    ForceAttack {
        /// Who attacks.
        attacker: Selector,
        /// Whom.
        defender: Selector,
    },
    /// Characters may attack once more this turn (Warsong Grunt, after a kill).
    ExtraAttack {
        /// Who.
        to: Selector,
    },
    /// Gains armor.
    GainArmor {
        /// Amount.
        amount: Amount,
        /// Which hero (default: the controller's).
        #[serde(default = "friendly_hero")]
        to: Selector,
    },
    /// Draws cards.
    Draw {
        /// How many.
        #[serde(default = "one_amount")]
        count: Amount,
        /// Whose deck (default: the controller's).
        #[serde(default = "friendly")]
        side: Side,
    },
    /// Summons minions on a side; a full board makes the summon fail silently.
    Summon {
        /// The minion.
        card: CardRef,
        /// How many copies.
        #[serde(default = "one_amount")]
        count: Amount,
        /// Whose board (default: the controller's).
        #[serde(default = "friendly")]
        side: Side,
    },
    /// Summons one random minion from a pool, preferring ones not already on the board.
    SummonRandom {
        /// The candidates.
        #[serde(default)]
        pool: Vec<CardRef>,
        /// Or a pool named in `rules.ron`, whose cards depend on the game's format.
        #[serde(default)]
        named: Option<String>,
        /// Or a query over the collectible cards (Barrens Stablehand: `(kind: Some(Minion),
        /// race: Some(Beast))`).
        #[serde(default)]
        query: Option<CardQuery>,
        /// Skip candidates already on the controller's board, when any other is left.
        #[serde(default)]
        prefer_missing: bool,
    },
    /// Offers every card of a pool; the player picks one and it is summoned (Totemic Slam).
    SummonChoice {
        /// The candidates.
        #[serde(default)]
        pool: Vec<CardRef>,
        /// Or a pool named in `rules.ron`, whose cards depend on the game's format.
        #[serde(default)]
        named: Option<String>,
    },
    /// Replaces the controller's hero power with its upgrade, a fresh one usable this turn
    /// (Justicar Trueheart); nothing if it has none.
    UpgradeHeroPower,
    /// Replaces the controller's hero power with another, a fresh one usable this turn
    /// (Shadowform: "Your Hero Power becomes 'Deal 2 damage.'").
    ReplaceHeroPower {
        /// The new hero power.
        card: CardRef,
    },
    /// Swaps this minion with a minion of its controller's hand: it goes back to the hand (reset,
    /// as `ReturnToHand`) and the first minion selected in the hand takes its place on the board,
    /// summoned, not played (Alarm-o-Bot: `SwapWithHand(with: RandomOf(InHand(kind:
    /// Some(Minion))))`). Nothing happens without such a minion, or when this one is not in play.
    SwapWithHand {
        /// The minion of the hand that comes in (it must be in the hand of the swapped minion's
        /// controller).
        with: Selector,
        /// The minion in play that goes back to its owner's hand (default: this one; Shadow
        /// Hunter Vol'jin's `Target`).
        #[serde(default = "itself")]
        minion: Selector,
    },
    /// Puts the selected minion cards of the controller's hand into play, summoned, not played (no
    /// Battlecry), as far as the board has room; the others stay in the hand (Varian Wrynn's "Put
    /// any minions you drew directly into the battlefield": `PutIntoPlay(to: Where(Them,
    /// [Kind(Minion)]))` after each `Draw`).
    PutIntoPlay {
        /// The cards.
        to: Selector,
    },
    /// Doubles the Attack and Health of the selected cards, wherever they are: each gains its
    /// current Attack and Health as an enchantment (Lor'themar Theron's `DoubleStats(to:
    /// InDeck(kind: Some(Minion)))`).
    DoubleStats {
        /// Whose.
        to: Selector,
    },
    /// Refreshes spent Mana Crystals of this turn: up to `amount` come back, never above the
    /// crystals the player has (less those Overload locks) ("Refresh 3 Mana Crystals": Bob the
    /// Bartender's Refresh the Tavern).
    RefreshMana {
        /// How many.
        amount: Amount,
        /// Whose (default: the controller's).
        #[serde(default = "friendly")]
        side: Side,
    },
    /// Replaces the controller's hand: the cards in it are removed from the game (not
    /// discarded: no discard triggers) and one of `hands` is given, its cards in order. The hand
    /// is drawn at random among those of the player's class, or among all of them when none is
    /// (Harth Stonebrew's iconic hands).
    ReplaceHand {
        /// The hands to pick from.
        hands: Vec<IconicHand>,
    },
    /// Shuffles new copies of the card of each selected entity, as printed, into the
    /// controller's deck, each at a random place (Gang Up's "Shuffle 3 copies of it into your
    /// deck": `ShuffleCopy(of: Target, count: 3)`).
    ShuffleCopy {
        /// Whose card.
        of: Selector,
        /// How many copies of each.
        #[serde(default = "one_amount")]
        count: Amount,
    },
    /// Shows the controller `count` random cards of its deck and puts the one picked on top of
    /// the deck, a choice answered like Discover's (Sightless Watcher).
    LookAtDeck {
        /// How many cards are shown.
        count: u8,
    },
    /// Equips a weapon for the controller, destroying the old one.
    Equip {
        /// The weapon.
        card: CardRef,
    },
    /// Marks entities for destruction; they die at the next death check.
    Destroy {
        /// Who.
        to: Selector,
    },
    /// Freezes characters.
    Freeze {
        /// Who.
        to: Selector,
    },
    /// Removes every enchantment, keyword and text of minions.
    Silence {
        /// Who.
        to: Selector,
    },
    /// Gains mana crystals: full ones this turn only (`temporary`), or empty permanent ones.
    GainMana {
        /// How many (below 0: crystals destroyed, Felguard).
        amount: Amount,
        /// This turn only (The Coin, Innervate) rather than an empty permanent crystal.
        #[serde(default)]
        temporary: bool,
        /// Whose crystals (default: the controller's).
        #[serde(default = "friendly")]
        side: Side,
    },
    /// Adds new copies of a card to the controller's hand.
    AddToHand {
        /// The card.
        card: CardRef,
        /// How many.
        #[serde(default = "one_amount")]
        count: Amount,
        /// Whose hand (default: the controller's).
        #[serde(default = "friendly")]
        side: Side,
    },
    /// Changes the cost of cards (in a hand, or wherever the selector finds them) by an
    /// enchantment they keep (Far Sight: `ChangeCost(to: Them, change: -3)`).
    ChangeCost {
        /// Which cards.
        to: Selector,
        /// Added to their cost (below 0: cheaper).
        change: Amount,
    },
    /// A rule on what a player's cards in hand cost, for a while or for the next card that
    /// matches (Preparation: `CostRule(filters: [Kind(Spell)], change: -2, once: true,
    /// this_turn: true)`; Millhouse Manastorm: `CostRule(side: Enemy, filters: [Kind(Spell)],
    /// set: Some(0), next_turn: true)`).
    CostRule {
        /// Whose cards (default: the controller's).
        #[serde(default = "friendly")]
        side: Side,
        /// Which cards.
        #[serde(default)]
        filters: Vec<Filter>,
        /// Added to their cost.
        #[serde(default)]
        change: i8,
        /// Or their cost becomes this.
        #[serde(default)]
        set: Option<u8>,
        /// Used up by the next matching card played.
        #[serde(default)]
        once: bool,
        /// Ends at the end of this turn.
        #[serde(default)]
        this_turn: bool,
        /// Ends at the end of the next turn (the opponent's, when played on one's own).
        #[serde(default)]
        next_turn: bool,
    },
    /// Adds random cards of a pool to a hand, each drawn on its own (Tome of Intellect:
    /// `AddRandom(query: Some((kind: Some(Spell), class: Is(Mage))))`).
    AddRandom {
        /// The candidates.
        #[serde(default)]
        pool: Vec<CardRef>,
        /// Or a pool named in `rules.ron`.
        #[serde(default)]
        named: Option<String>,
        /// Or a query over the collectible cards.
        #[serde(default)]
        query: Option<CardQuery>,
        /// How many.
        #[serde(default = "one_amount")]
        count: Amount,
        /// Whose hand (default: the controller's).
        #[serde(default = "friendly")]
        side: Side,
        /// Different cards each (Champions of Azeroth's "2 of their Champions"); fewer when the
        /// pool has fewer.
        #[serde(default)]
        distinct: bool,
    },
    /// Transforms minions into another card; the old entities go to REMOVEDFROMGAME.
    Transform {
        /// Who.
        to: Selector,
        /// Into what.
        into: CardRef,
    },
    /// Returns minions to their owner's hand, reset to their base card.
    ReturnToHand {
        /// Who.
        to: Selector,
        /// A cost change the card carries in hand (Freezing Trap: 2).
        #[serde(default)]
        cost: i8,
    },
    /// Summons a copy of each minion (same card, same enchantments, same damage) for the
    /// controller, at the right end (Mirror Entity).
    SummonCopy {
        /// Whose copy.
        of: Selector,
    },
    /// Puts a random secret of the controller's deck into play, one not already in play, while
    /// the secret limit allows (Mad Scientist).
    PutSecretFromDeck,
    /// Counters the spell being cast (the event entity): it resolves nothing (Counterspell).
    Counter,
    /// Gives the attack being declared, or the spell being cast, a new target: the first entity
    /// selected (Misdirection, Noble Sacrifice's `Summon` then `Redirect(to: Them)`, Spellbender).
    /// Nothing changes when the selection is empty, or outside a declaration or a cast.
    Redirect {
        /// The new defender or target.
        to: Selector,
    },
    /// Takes control of minions.
    TakeControl {
        /// Who.
        to: Selector,
        /// For whom (default: the controller; `Enemy` gives them to the other player).
        #[serde(default = "friendly")]
        side: Side,
        /// Only until the end of the turn (Shadow Madness): the control change is an
        /// enchantment, and the minion goes back to the player it was taken from when that
        /// enchantment ends, at the end of the turn or at once when the minion is silenced.
        #[serde(default)]
        this_turn: bool,
    },
    /// Puts a new card of the card of each selected entity into a hand, as printed ("a copy":
    /// Mind Vision's `AddCopy(of: RandomOf(InHand(side: Enemy)))`).
    AddCopy {
        /// Whose card.
        of: Selector,
        /// Whose hand (default: the controller's).
        #[serde(default = "friendly")]
        side: Side,
    },
    /// Summons a new minion of each card of a side's minions that died this turn, in the order
    /// they died (High Inquisitor Whitemane).
    SummonDied {
        /// Whose minions (default: the controller's).
        #[serde(default = "friendly")]
        side: Side,
    },
    /// Summons a new minion of each card that the selected characters or weapons killed by
    /// attacking (Frostmourne's deathrattle: `SummonKilled(by: Itself)`).
    SummonKilled {
        /// The killers.
        by: Selector,
    },
    /// The card becomes a copy of the selected minion: same card, enchantments and damage
    /// (Faceless Manipulator's `BecomeCopy(of: Target)`). A played minion that becomes another
    /// goes through the rest of its Play sequence as the new one.
    BecomeCopy {
        /// What it copies (the first one picked).
        of: Selector,
    },
    /// Summons a new minion of the card of each selected entity, as it is printed (Ancestral
    /// Spirit's "resummon this minion": `SummonFresh(of: Itself)`; Redemption).
    SummonFresh {
        /// Whose card.
        of: Selector,
    },
    /// Discards random cards from the controller's hand.
    DiscardRandom {
        /// How many.
        #[serde(default = "one_amount")]
        count: Amount,
    },
    /// Offers up to three different cards of the controller's deck matching the filters; the
    /// player picks one with a Choose action. The pick is drawn, or (with `copy`) copied into hand.
    /// With a `pool`, `named` pool or `query`, the options are new cards from the card set
    /// instead (three different ones at random), and the pick goes to the hand.
    Discover {
        /// Only cards of this type.
        #[serde(default)]
        kind: Option<CardType>,
        /// Only minions of this tribe.
        #[serde(default)]
        race: Option<Race>,
        /// Add a copy instead of drawing the card itself.
        #[serde(default)]
        copy: bool,
        /// New cards from this list (the Gifts: "Discover a Frostbolt, Arcane Intellect, or
        /// Fireball").
        #[serde(default)]
        pool: Vec<CardRef>,
        /// New cards from a pool named in `rules.ron`.
        #[serde(default)]
        named: Option<String>,
        /// New cards from a query over the collectible cards (Death's Advance: `(kind:
        /// Some(Spell), class: Own)`).
        #[serde(default)]
        query: Option<CardQuery>,
        /// The pick is Temporary: discarded at the end of the turn if not played.
        #[serde(default)]
        temporary: bool,
        /// Each offered card first receives the `play` of one of these cards at random, with the
        /// offered card as its `Target` (Raptor Herald's Dark Gifts). Only with new cards.
        #[serde(default)]
        gifts: Vec<CardRef>,
    },
    /// Spends up to `max` corpses, one per minion summoned, as far as corpses and board room
    /// go ("Raise up to 5 Corpses as 2/2 Risen Ghouls").
    RaiseCorpses {
        /// The most corpses spent.
        max: Amount,
        /// The minion each corpse becomes.
        card: CardRef,
        /// The corpses that find no room on the board are spent too ("Raise ALL of your
        /// Corpses ... for each that can't fit": Lord Marrowgar); `Unplaced` counts them.
        #[serde(default)]
        spend_unplaced: bool,
    },
    /// Draws the top card of the controller's deck that matches (Harbinger of Winter draws a
    /// Frost spell); nothing when none does.
    DrawMatching {
        /// Only cards of this type.
        #[serde(default)]
        kind: Option<CardType>,
        /// Only spells of this school.
        #[serde(default)]
        school: Option<School>,
        /// Only minions of this tribe.
        #[serde(default)]
        race: Option<Race>,
        /// Only cards that pass these filters too (Falric: `[SpendsCorpses]`).
        #[serde(default)]
        filters: Vec<Filter>,
        /// How many (each the first matching card then).
        #[serde(default = "one_amount")]
        count: Amount,
    },
    /// Gains corpses.
    GainCorpses {
        /// How many.
        amount: Amount,
    },
    /// Repeats effects; `spell_damage_adds` makes spell damage add repetitions (Arcane Missiles).
    /// Each repetition begins with `Them` as the effect before the `Repeat` left it ("for each,
    /// give one of them +2/+2": `Buff(to: RandomOf(Them))` picks anew among the same ones).
    Repeat {
        /// How many times.
        times: Amount,
        /// Spell damage adds to the count instead of to each hit.
        #[serde(default)]
        spell_damage_adds: bool,
        /// What is repeated.
        effects: Vec<Effect>,
    },
    /// The player picks up to `count` different characters of the group and side, one at a time
    /// once the card's play has resolved (choices answered like Discover's, so every agent may
    /// answer them); `effects` resolve on each pick as the `Target` (Night Elf Huntress: "Deal 3
    /// damage to three different enemies. (You pick the targets!)"). Only as an effect of a
    /// card's `play` itself, not nested.
    ChooseTargets {
        /// How many different characters.
        count: u8,
        /// Heroes, minions or both.
        #[serde(default)]
        group: Group,
        /// Whose (default: the opponent's).
        #[serde(default = "enemy")]
        side: Side,
        /// Extra conditions on the characters offered.
        #[serde(default)]
        filters: Vec<Filter>,
        /// What each pick receives.
        effects: Vec<Effect>,
    },
    /// Resolves one of the effect lists, picked at random with equal odds ("summon three, four,
    /// or five 1/1 Murlocs": I Am Murloc's `OneOf([[Summon(card: "PRO_001at", count: 3)], ...])`).
    OneOf(Vec<Vec<Effect>>),
    /// Swaps the Attack and Health of minions: the Attack becomes the current Health, and the
    /// Health (and maximum Health) the Attack (Crazed Alchemist).
    SwapStats {
        /// Who.
        to: Selector,
    },
    /// Locks mana crystals of a player for their next turn ("your opponent has 2 fewer Mana
    /// Crystals next turn").
    LockMana {
        /// How many crystals.
        amount: u8,
        /// Whose (default: the opponent's).
        #[serde(default = "enemy")]
        side: Side,
    },
    /// Takes keywords away from characters ("all minions lose Divine Shield", "lose Stealth");
    /// keywords granted later come back as usual.
    RemoveKeywords {
        /// The keywords.
        keywords: Vec<Keyword>,
        /// Who loses them.
        to: Selector,
    },
    /// Shuffles new cards into a deck, each at a random place (Plagued Grain's Crates).
    ShuffleIntoDeck {
        /// The card.
        card: CardRef,
        /// How many.
        #[serde(default = "one_amount")]
        count: Amount,
        /// Whose deck (default: the controller's).
        #[serde(default = "friendly")]
        side: Side,
    },
    /// Attaches an enchantment card (`type: Enchantment`) to the selected entities: its Attack,
    /// Health and keywords, and its deathrattle and triggers as granted text (Aegwynn's
    /// "Guardian's Legacy": `Enchant(card: "CS3_001e", to: EventEntity)`). The text stays with a
    /// card in hand when it is played; silence takes it away.
    Enchant {
        /// The enchantment card.
        card: CardRef,
        /// Who gets it.
        to: Selector,
    },
    /// Discards the selected cards from the hands they are in (Felsoul Jailer's "your opponent
    /// discards a minion": `Discard(to: RandomOf(InHand(kind: Some(Minion), side: Enemy)))`).
    Discard {
        /// Which cards.
        to: Selector,
    },
    /// This card remembers the selected entities for a later effect of its own (`Remembered`):
    /// Felsoul Jailer's `Remember(what: Them)` after its discard.
    Remember {
        /// What to remember.
        what: Selector,
    },
    /// Plays new random cards for the controller, for free and with every choice made at random:
    /// a spell is cast at a random valid target (with none where it needs one, it fizzles), a
    /// minion is summoned and its battlecry resolves at a random target, a weapon is equipped, a
    /// Choose One picks an option at random. These are not played from the hand: "when you play
    /// a card" and "whenever you cast a spell" do not see them, only the opponent's Secrets do
    /// (Counterspell). Yogg-Saron, Hope's End: `PlayRandom(query: Some((kind: Some(Spell))),
    /// count: SpellsCast, while_in_play: true)`; Avatar of Hearthstone: `PlayRandom(pack: true,
    /// count: 5)`.
    PlayRandom {
        /// The candidates (default: every collectible card).
        #[serde(default)]
        query: Option<CardQuery>,
        /// The cards are a pack's: each of a rarity drawn with a card pack's odds (Common,
        /// Rare, Epic, Legendary), at least one Rare or better.
        #[serde(default)]
        pack: bool,
        /// How many.
        count: Amount,
        /// Stops as soon as this card is no longer in play under its controller, alive and
        /// unsilenced (Yogg-Saron).
        #[serde(default)]
        while_in_play: bool,
    },
    /// Replaces the controller's deck with an endless portal: the deck's cards are removed from
    /// the game, and every later draw brings a new random card of the query instead (never
    /// fatigue), with +N/+N where N grows by `growth` at the start of each of the player's turns
    /// (Kil'jaeden: `DeckPortal(query: (kind: Some(Minion), race: Some(Demon)), growth: 2)`).
    DeckPortal {
        /// What the portal brings.
        query: CardQuery,
        /// The growth of the bonus each turn.
        growth: i16,
    },
    /// Runs `then` when the condition holds, `otherwise` when not.
    If {
        /// The test.
        condition: Condition,
        /// When it holds.
        #[serde(default)]
        then: Vec<Effect>,
        /// When it does not.
        #[serde(default)]
        otherwise: Vec<Effect>,
    },
}

/// Where a granted text is kept: the card whose effect grants it and the grant's number among
/// that card's grants (`CardInfo::grants`), set when the card set loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct GrantRef {
    /// The card.
    pub def: u16,
    /// The grant's number in it.
    pub index: u8,
}

fn friendly_hero() -> Selector {
    Selector::FriendlyHero
}

fn itself() -> Selector {
    Selector::Itself
}

/// One hand `ReplaceHand` may give: a class and its cards, left to right (Harth Stonebrew's
/// iconic hands, moddable in the card's RON).
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IconicHand {
    /// Whose hand it is: given to players of this class.
    pub class: Class,
    /// Its cards, left to right (at most a full hand).
    pub cards: Vec<CardRef>,
}

/// Game events a card can react to. `Side` is relative to the card's controller.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
pub enum Event {
    /// A turn starts.
    TurnStart(Side),
    /// A turn ends.
    TurnEnd(Side),
    /// A minion is summoned (played or summoned by an effect), other than this one.
    Summoned {
        /// Whose minion.
        #[serde(default = "friendly")]
        side: Side,
        /// Conditions on the summoned minion.
        #[serde(default)]
        filters: Vec<Filter>,
    },
    /// A spell is cast ("whenever you cast a spell"): before the spell resolves.
    SpellCast(Side),
    /// A spell has resolved ("after you cast a spell").
    AfterSpellCast(Side),
    /// This card takes damage.
    SelfDamaged,
    /// A minion is healed.
    MinionHealed(Side),
    /// A hero declares an attack (before damage).
    HeroAttacks(Side),
    /// A hero finished an attack.
    AfterHeroAttacks(Side),
    /// This minion deals damage to a character.
    DealsDamage,
    /// A minion dies.
    MinionDied(Side),
    /// A minion is played from hand, seen in the Play sequence's secret activation phase (after
    /// the battlecry and its deaths, before the after-play phase). The event entity is the minion.
    MinionPlayed(Side),
    /// A character of a side takes damage; the event entity is the damaged character and the
    /// event amount the damage ("whenever a friendly minion takes damage": `Damaged(Friendly)`
    /// with `filters: [Kind(Minion)]`).
    Damaged(Side),
    /// A character of a side deals damage; the event entity is the one that dealt it and the
    /// event amount the damage (Reckoning).
    DealtDamage(Side),
    /// A character (hero or minion) of a side is healed; the event amount is what was restored.
    Healed(Side),
    /// A card is played from hand, as it is played (before a spell or battlecry resolves); the
    /// event entity is the card ("whenever you play a card").
    CardPlayed(Side),
    /// A card played from hand has resolved ("after you play a card"); the event entity is it.
    AfterCardPlayed(Side),
    /// A Secret of a side is revealed (it fired); the event entity is the Secret.
    SecretRevealed(Side),
    /// This minion was attacked: after the attack's combat damage (the event entity is the
    /// attacker).
    SelfAttacked,
    /// This minion was healed for more than it was missing (Overheal).
    SelfOverhealed,
    /// This minion attacked a minion and killed it (after the attack's deaths).
    SelfKilledByAttack,
    /// Damage is about to land on a character of a side (after Immune and Divine Shield, before
    /// Armor): the trigger prevents it, the character takes none, and its effects resolve at
    /// once. The event entity is the character, `EventAmount` the damage; filters and the
    /// condition say which damage (Ice Block: `filters: [Kind(Hero)]`, fatal damage:
    /// `AtLeast(EventAmount, Plus(Health(EventEntity), Armor(EventEntity)))`).
    WouldTakeDamage(Side),
    /// A character of a side declares an attack (the event entity is the attacker).
    Attacks(Side),
    /// A player of a side drew a card from its deck (the event entity is the card; cards put
    /// into the hand otherwise are not drawn, and a card that casts itself when drawn is not
    /// seen).
    CardDrawn(Side),
    /// This character declares an attack (Blessing of Wisdom's granted "whenever it attacks").
    SelfAttacks,
    /// This card is played from the hand: after it entered play, before its Battlecry ("when you
    /// play this minion", the Living Nightmare gift granted to a card in hand).
    SelfPlayed,
    /// A character is attacked (at the attack's declaration, before damage). `side` is the
    /// defender's; the event entity is the attacker.
    Attacked {
        /// Whose character is attacked (default: the card's controller's).
        #[serde(default = "friendly")]
        side: Side,
        /// Which defenders count: heroes, minions or both.
        #[serde(default)]
        target: Group,
        /// Which attackers count: heroes, minions or both.
        #[serde(default)]
        by: Group,
    },
}

/// "When X happens, do Y" on a card in play.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Trigger {
    /// What it reacts to.
    pub on: Event,
    /// Filters the event entity must pass (`MinionDied(Friendly)` with `[Race(Beast)]`: "whenever
    /// a friendly Beast dies").
    #[serde(default)]
    pub filters: Vec<Filter>,
    /// A condition checked when the event happens (`AtLeast(EventAmount, 3)`: "3 or more
    /// damage"); when it fails the trigger does not fire (a Secret stays hidden).
    #[serde(default)]
    pub condition: Option<Condition>,
    /// What it does.
    pub effects: Vec<Effect>,
}

/// A continuous effect of a card in play on other characters ("Your other minions have +1 Attack").
/// Auras are refreshed after every phase: targets that qualify get an aura enchantment, others lose it.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Aura {
    /// Heroes, minions or both (default: minions).
    #[serde(default = "minions")]
    pub group: Group,
    /// Whose (default: the card's controller's).
    #[serde(default = "friendly")]
    pub side: Side,
    /// Extra conditions on the affected characters.
    #[serde(default)]
    pub filters: Vec<Filter>,
    /// Leaves out the card itself (default: yes, "other minions").
    #[serde(default = "yes")]
    pub except_source: bool,
    /// Only the minions right beside the card.
    #[serde(default)]
    pub adjacent: bool,
    /// Only the card itself (Enrage: "has +3 Attack while damaged" is an aura on itself with the
    /// `Damaged` filter, so it follows damage and healing after every phase).
    #[serde(default)]
    pub itself: bool,
    /// Attack granted: a number, or an amount read for the aura's card each time the auras are
    /// refreshed, so the bonus follows the board (Old Murk-Eye's "+1 Attack for each other Murloc
    /// on the battlefield": `attack: Count(All(side: Both, filters: [Race(Murloc)],
    /// except_source: true))`). Only amounts that read the board are allowed.
    #[serde(default)]
    pub attack: Amount,
    /// Health granted: a number or an amount read like `attack`.
    #[serde(default)]
    pub health: Amount,
    /// Keywords granted.
    #[serde(default)]
    pub keywords: Vec<Keyword>,
    /// Only while this holds, read for the aura's card (Southsea Deckhand: "while you have a
    /// weapon equipped": `AtLeast(Count(FriendlyWeapon), 1)`).
    #[serde(default)]
    pub condition: Option<Condition>,
}

fn minions() -> Group {
    Group::Minions
}

/// One card as written in a RON card file.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    /// The card id, e.g. "CS2_029".
    pub id: String,
    /// The English name.
    pub name: String,
    /// The card's class.
    #[serde(default)]
    pub class: Class,
    /// Minion, spell, weapon...
    #[serde(rename = "type")]
    pub kind: CardType,
    /// Rarity (none for tokens).
    #[serde(default)]
    pub rarity: Rarity,
    /// Mana cost.
    #[serde(default)]
    pub cost: u8,
    /// Attack (minions, weapons).
    #[serde(default)]
    pub attack: u8,
    /// Health (minions, heroes).
    #[serde(default)]
    pub health: u8,
    /// Durability (weapons, locations).
    #[serde(default)]
    pub durability: u8,
    /// Tribes.
    #[serde(default)]
    pub races: Vec<Race>,
    /// Spell school.
    #[serde(default)]
    pub school: Option<School>,
    /// Keywords printed on the card.
    #[serde(default)]
    pub keywords: Vec<Keyword>,
    /// Overload: crystals locked next turn.
    #[serde(default)]
    pub overload: u8,
    /// Whether it may go in a deck.
    #[serde(default)]
    pub collectible: bool,
    /// The card text, for players.
    #[serde(default)]
    pub text: String,
    /// The target the card asks for when played.
    #[serde(default)]
    pub target: Option<TargetRule>,
    /// The card can be played only while this holds (Blade Flurry needs a weapon:
    /// `AtLeast(Count(FriendlyWeapon), 1)`). Only conditions that read the board.
    #[serde(default)]
    pub requires: Option<Condition>,
    /// A spell's effects, a minion's battlecry, a hero power's effect.
    #[serde(default)]
    pub play: Vec<Effect>,
    /// Deathrattle effects.
    #[serde(default)]
    pub deathrattle: Vec<Effect>,
    /// Triggered abilities while in play.
    #[serde(default)]
    pub triggers: Vec<Trigger>,
    /// "Start of Game" effects: they resolve from the deck or hand once both mulligans are done,
    /// before the first turn (Baku the Mooneater).
    #[serde(default)]
    pub start_of_game: Vec<Effect>,
    /// A hero's hero power.
    #[serde(default)]
    pub hero_power: Option<CardRef>,
    /// Makes a `Hero` card one a deck holds and a player plays from the hand (a class's own
    /// hero, without it, starts the game): played, it puts this hero into play in place of its
    /// player's, with that hero's Health and hero power; the armor, the attacks made this turn
    /// and Frozen carry over, the old hero's enchantments do not. Then its `play` resolves as a
    /// Battlecry (Lord Jaraxxus: `becomes_hero: Some("EX1_323h")`, a 15-Health hero with
    /// INFERNO!, and `play: [Equip(card: "EX1_323w")]`). A Hero card is not a minion: nothing
    /// that watches minions being played or summoned sees it.
    #[serde(default)]
    pub becomes_hero: Option<CardRef>,
    /// A hero power's upgraded form.
    #[serde(default)]
    pub upgrade: Option<CardRef>,
    /// Choose One: the option cards; playing the card asks which, and runs that option's target
    /// rule and effects.
    #[serde(default)]
    pub choose_one: Vec<CardRef>,
    /// A secret: played, it goes face down into the secret zone instead of resolving; its
    /// `triggers` then fire on the opponent's turns only, and the first one to fire reveals it
    /// (it goes to the graveyard) before its effects resolve.
    #[serde(default)]
    pub secret: bool,
    /// Leaves no corpse when it dies (Risen minions).
    #[serde(default)]
    pub no_corpse: bool,
    /// Death Knight runes the card needs in its deck.
    #[serde(default)]
    pub runes: Runes,
    /// A weapon whose attacks on minions cost 1 Attack instead of 1 Durability (Gorehowl); it
    /// breaks when its Attack reaches 0.
    #[serde(default)]
    pub attack_costs_attack: bool,
    /// A continuous effect while the card is in play.
    #[serde(default)]
    pub aura: Option<Aura>,
    /// While the card is in play, what cards in hand cost (Sorcerer's Apprentice, Mana Wraith).
    #[serde(default)]
    pub cost_aura: Option<CostAura>,
    /// While the card is in hand, how its own cost follows the game (the giants; Eye Beam).
    #[serde(default)]
    pub own_cost: Option<OwnCost>,
    /// Drawn from the deck, the card casts itself (its `play` resolves, with no target) and its
    /// player draws another card (Plagued Grain's Crates).
    #[serde(default)]
    pub casts_when_drawn: bool,
    /// While the card is in its owner's hand, it upgrades (`Upgrades` counts one more) each time
    /// this event happens, read as if the card were in play for its owner (Nethrandamus:
    /// `Some(MinionDied(Friendly))`).
    #[serde(default)]
    pub upgrades_on: Option<Event>,
}

impl CardDef {
    /// A Hero card a deck holds and a player plays (Lord Jaraxxus), as opposed to a class's
    /// starting hero.
    pub fn is_hero_card(&self) -> bool {
        self.kind == CardType::Hero && self.becomes_hero.is_some()
    }

    /// A class's starting hero: a `Hero` that is not played from a hand.
    pub fn is_starting_hero(&self) -> bool {
        self.kind == CardType::Hero && self.becomes_hero.is_none()
    }
}

/// What cards in a hand cost while the card with this aura is in play ("Your spells cost (1)
/// less (but not less than 1)": `(filters: [Kind(Spell)], change: -1, floor: 1)`).
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CostAura {
    /// Whose cards (default: the card's controller's).
    #[serde(default = "friendly")]
    pub side: Side,
    /// Which cards.
    #[serde(default)]
    pub filters: Vec<Filter>,
    /// Added to their cost (below 0: cheaper).
    #[serde(default)]
    pub change: i8,
    /// A reduction stops at this cost; a card already at or below it keeps its cost.
    #[serde(default)]
    pub floor: u8,
    /// Only while this holds, read for the aura's card (Pint-Sized Summoner's first minion of
    /// the turn: `AtMost(MinionsPlayed, 0)`).
    #[serde(default)]
    pub condition: Option<Condition>,
}

/// How a card's own cost follows the game while it is in hand: an amount added (Sea Giant's
/// `change: Times(-1, Count(All(group: Minions)))`), or a cost set while a condition holds
/// (Eye Beam's `set: Some(1), when: Some(Outcast)`).
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OwnCost {
    /// Added to the cost.
    #[serde(default)]
    pub change: Amount,
    /// Or the cost becomes this.
    #[serde(default)]
    pub set: Option<u8>,
    /// The cost is paid in Health instead of Mana (Death Metal Knight: `own_cost: Some((health:
    /// true, when: Some(AtLeast(HeroHealed(Friendly), 1))))`).
    #[serde(default)]
    pub health: bool,
    /// Only while this holds.
    #[serde(default)]
    pub when: Option<Condition>,
}

//! hearth's fixed-size tensors (docs/PYTHON.md, `### hearth`): what a player may see of a game as
//! 2,591 numbers (the game, both players, heroes, hero powers, weapons and boards, the own hand,
//! a pending choice's options and the own secrets), every card by its features and normalised
//! card number, and its decisions as 5,579 action slots named by hand, board and target
//! positions.

use super::components::{ChoiceOutcome, Step, Tags};
use super::schema::CardType;
use super::state::limits::SECRET_LIMIT;
use super::{
    Action, BOARD_LIMIT, Game, HAND_LIMIT, Hearth, MANA_LIMIT, Reads, TURN_LIMIT, Targeting,
};
use crate::engine::{EntityId, Tensors, Zone, tensors::bit, tensors::block};

/// Options a pending choice offers at most (a ChooseTargets offers every character: 2 heroes
/// and two full boards).
pub const CHOICE_LIMIT: usize = 2 + 2 * BOARD_LIMIT;
/// Options a Choose One card has at most.
pub const CHOOSE_ONE_LIMIT: usize = 4;
/// Opening-hand cards a mulligan may replace (3 for the first player, 4 for the second).
pub const MULLIGAN_CARDS: usize = 4;

/// Turns, scaled: the turn limit.
const TURN_SCALE: f32 = TURN_LIMIT as f32;
/// Mana and overload, scaled: the mana limit.
const MANA_SCALE: f32 = MANA_LIMIT as f32;
/// Costs, scaled.
const COST_SCALE: f32 = 10.0;
/// Attack, health and armor, scaled.
const STAT_SCALE: f32 = 10.0;
/// Deck and graveyard sizes, scaled: a deck's size.
const PILE_SCALE: f32 = 30.0;
/// Fatigue, Corpses and cards played this turn, scaled.
const COUNT_SCALE: f32 = 10.0;
/// Spell Damage, scaled.
const SPELL_DAMAGE_SCALE: f32 = 5.0;
/// Attacks (and hero power uses) this turn, scaled: Windfury's two.
const ATTACKS_SCALE: f32 = 2.0;
/// Tribes of the race mask (Beast ... Draenei).
const RACES: usize = 11;

/// The card types, one-hot in a card's features.
const TYPES: [CardType; 6] = [
    CardType::Hero,
    CardType::HeroPower,
    CardType::Minion,
    CardType::Spell,
    CardType::Weapon,
    CardType::Location,
];
/// The tags a card's features show, in order.
const TAGS: [Tags; 24] = [
    Tags::TAUNT,
    Tags::DIVINE_SHIELD,
    Tags::CHARGE,
    Tags::RUSH,
    Tags::WINDFURY,
    Tags::STEALTH,
    Tags::POISONOUS,
    Tags::LIFESTEAL,
    Tags::ELUSIVE,
    Tags::IMMUNE,
    Tags::FROZEN,
    Tags::REBORN,
    Tags::CANT_ATTACK,
    Tags::EXHAUSTED,
    Tags::SILENCED,
    Tags::COOLDOWN,
    Tags::TEMPORARY,
    Tags::TRADEABLE,
    Tags::COSTS_HEALTH,
    Tags::HAS_TRIGGERS,
    Tags::HAS_DEATHRATTLE,
    Tags::HAS_AURA,
    Tags::OUTCAST,
    Tags::REWIND,
];

/// Offsets in one card's features.
const F_TYPES: usize = 7;
const F_TAGS: usize = F_TYPES + TYPES.len();
const F_SECRET: usize = F_TAGS + TAGS.len();
const F_BATTLECRY: usize = F_SECRET + 1;
const F_CHOOSE_ONE: usize = F_BATTLECRY + 1;
const F_TARGETS: usize = F_CHOOSE_ONE + 1;
const F_SPELL_DAMAGE: usize = F_TARGETS + 1;
const F_ATTACKS: usize = F_SPELL_DAMAGE + 1;
const F_CAN_ATTACK: usize = F_ATTACKS + 1;
const F_RACES: usize = F_CAN_ATTACK + 1;
/// One card's features.
const CARD_LEN: usize = F_RACES + RACES;

/// Choice outcomes, one-hot.
const OUTCOMES: usize = 7;
/// The game's own numbers.
const GLOBAL: usize = 0;
const G_STEP: usize = 3;
const G_TURN: usize = 6;
const G_CHOICE: usize = 7;
const G_CHOICE_COUNT: usize = 8;
const G_OUTCOME: usize = 9;
const G_MULLIGAN: usize = G_OUTCOME + OUTCOMES;
/// `GLOBAL`'s length.
const GLOBAL_LEN: usize = G_MULLIGAN + 1;
/// The two players' numbers, the observer's first.
const PLAYERS: usize = GLOBAL + GLOBAL_LEN;
/// One player's numbers.
const PLAYER_LEN: usize = 17;
/// Each player's hero, hero power and weapon (three cards), the observer's first.
const HEROES: usize = PLAYERS + 2 * PLAYER_LEN;
/// The two boards, the observer's first.
const BOARDS: usize = HEROES + 2 * 3 * CARD_LEN;
/// The observer's hand.
const HAND: usize = BOARDS + 2 * BOARD_LIMIT * CARD_LEN;
/// The options of the observer's pending choice.
const CHOICE: usize = HAND + HAND_LIMIT * CARD_LEN;
/// The observer's secrets: presence and normalised card number each.
const SECRETS: usize = CHOICE + CHOICE_LIMIT * CARD_LEN;
/// The observation's length.
const LEN: usize = SECRETS + 2 * SECRET_LIMIT;

/// Targets: none, then per side (the acting player's first) its hero, weapon and board.
const TARGETS: usize = 1 + 2 * (2 + BOARD_LIMIT);
/// Board positions a minion may be played at (the board has room for one more).
const POSITIONS: usize = BOARD_LIMIT;
/// Characters that attack or are attacked: the hero, then the board.
const FIGHTERS: usize = 1 + BOARD_LIMIT;

/// The first slot of each group, in slot order (docs/PYTHON.md).
const PLAY: usize = 0;
const ATTACK: usize = PLAY + HAND_LIMIT * CHOOSE_ONE_LIMIT * POSITIONS * TARGETS;
const HERO_POWER: usize = ATTACK + FIGHTERS * FIGHTERS;
const LOCATION: usize = HERO_POWER + TARGETS;
const TRADE: usize = LOCATION + BOARD_LIMIT * TARGETS;
const CHOOSE: usize = TRADE + HAND_LIMIT;
const MULLIGAN: usize = CHOOSE + CHOICE_LIMIT;
const END_TURN: usize = MULLIGAN + (1 << MULLIGAN_CARDS);
/// The number of slots.
const SLOTS: usize = END_TURN + 1;

impl Tensors for Hearth {
    const OBSERVATION_LEN: usize = LEN;
    const ACTION_SLOTS: usize = SLOTS;

    fn observe(game: &Game, seat: u8, out: &mut [f32]) {
        let out = &mut out[..LEN];
        out.fill(0.0);
        global(game, seat, block(out, GLOBAL));
        for (n, side) in [seat, 1 - seat].into_iter().enumerate() {
            player_numbers(game, side, block(out, PLAYERS + n * PLAYER_LEN));
            let p = game.player(side);
            let heroes = HEROES + n * 3 * CARD_LEN;
            let cards = [Some(p.hero), Some(p.hero_power), p.weapon];
            for (i, id) in cards.into_iter().enumerate() {
                if let Some(id) = id {
                    card(game, id, Held::InPlay, block(out, heroes + i * CARD_LEN));
                }
            }
            for (i, &id) in p.board.iter().take(BOARD_LIMIT).enumerate() {
                let at = BOARDS + (n * BOARD_LIMIT + i) * CARD_LEN;
                card(game, id, Held::InPlay, block(out, at));
            }
        }
        let me = game.player(seat);
        for (i, &id) in me.hand.iter().take(HAND_LIMIT).enumerate() {
            card(game, id, Held::Hand, block(out, HAND + i * CARD_LEN));
        }
        if let Some(choice) = game.state().pending.first()
            && choice.player == seat
        {
            for (i, &id) in choice.options.iter().take(CHOICE_LIMIT).enumerate() {
                card(game, id, held(game, id), block(out, CHOICE + i * CARD_LEN));
            }
        }
        let cards = game.db().len() as f32;
        for (i, &id) in me.secrets.iter().take(SECRET_LIMIT).enumerate() {
            out[SECRETS + 2 * i] = 1.0;
            out[SECRETS + 2 * i + 1] = game.card(id).def as f32 / cards;
        }
    }

    fn action_slot(game: &Game, action: &Action) -> usize {
        let seat = game.to_act();
        match *action {
            Action::Play {
                card,
                target,
                position,
                choose,
            } => {
                let hand = hand_position(game, seat, card);
                let choose = choose.map_or(0, usize::from);
                let position = position as usize;
                assert!(
                    choose < CHOOSE_ONE_LIMIT && position < POSITIONS,
                    "hearth tensors: option {choose} at {position}"
                );
                PLAY + ((hand * CHOOSE_ONE_LIMIT + choose) * POSITIONS + position) * TARGETS
                    + target_code(game, seat, target)
            }
            Action::Attack { attacker, defender } => {
                ATTACK
                    + fighter(game, seat, attacker) * FIGHTERS
                    + fighter(game, 1 - seat, defender)
            }
            Action::HeroPower { target } => HERO_POWER + target_code(game, seat, target),
            Action::UseLocation { location, target } => {
                LOCATION
                    + board_position(game, seat, location) * TARGETS
                    + target_code(game, seat, target)
            }
            Action::Trade { card } => TRADE + hand_position(game, seat, card),
            Action::Choose(i) => {
                assert!((i as usize) < CHOICE_LIMIT, "hearth tensors: option {i}");
                CHOOSE + i as usize
            }
            Action::Mulligan { replace, .. } => {
                assert!(
                    (replace as usize) < 1 << MULLIGAN_CARDS,
                    "hearth tensors: a mulligan of more than {MULLIGAN_CARDS} cards"
                );
                MULLIGAN + replace as usize
            }
            Action::EndTurn => END_TURN,
            Action::Concede => panic!("hearth tensors: conceding is never a listed action"),
        }
    }

    fn slot_name(slot: usize) -> String {
        match slot {
            s if s < ATTACK => {
                let within = s - PLAY;
                let target = within % TARGETS;
                let position = within / TARGETS % POSITIONS;
                let choose = within / (TARGETS * POSITIONS) % CHOOSE_ONE_LIMIT;
                let hand = within / (TARGETS * POSITIONS * CHOOSE_ONE_LIMIT);
                format!(
                    "play hand {hand} option {choose} at {position}{}",
                    target_name(target)
                )
            }
            s if s < HERO_POWER => {
                let (a, d) = ((s - ATTACK) / FIGHTERS, (s - ATTACK) % FIGHTERS);
                format!(
                    "{} attacks {}",
                    fighter_name("own", a),
                    fighter_name("enemy", d)
                )
            }
            s if s < LOCATION => format!("hero power{}", target_name(s - HERO_POWER)),
            s if s < TRADE => {
                let (at, target) = ((s - LOCATION) / TARGETS, (s - LOCATION) % TARGETS);
                format!("use location {at}{}", target_name(target))
            }
            s if s < CHOOSE => format!("trade hand {}", s - TRADE),
            s if s < MULLIGAN => format!("choose option {}", s - CHOOSE),
            s if s < END_TURN => format!("mulligan mask {}", s - MULLIGAN),
            END_TURN => "end turn".into(),
            s => format!("no slot {s}"),
        }
    }
}

/// " on own minion 2" and the like for a target code; nothing for none.
fn target_name(code: usize) -> String {
    if code == 0 {
        return String::new();
    }
    let side = if (code - 1) / (2 + BOARD_LIMIT) == 0 {
        "own"
    } else {
        "enemy"
    };
    match (code - 1) % (2 + BOARD_LIMIT) {
        0 => format!(" on {side} hero"),
        1 => format!(" on {side} weapon"),
        i => format!(" on {side} minion {}", i - 2),
    }
}

/// "own hero", "enemy minion 3" for a fighter code.
fn fighter_name(side: &str, code: usize) -> String {
    match code {
        0 => format!("{side} hero"),
        i => format!("{side} minion {}", i - 1),
    }
}

/// The hand position of `card` in `seat`'s hand.
fn hand_position(game: &Game, seat: u8, card: EntityId) -> usize {
    let at = game
        .player(seat)
        .hand
        .iter()
        .position(|c| *c == card)
        .expect("a legal action names a hand card");
    assert!(at < HAND_LIMIT, "hearth tensors: hand position {at}");
    at
}

/// The board position of `card` on `seat`'s board.
fn board_position(game: &Game, seat: u8, card: EntityId) -> usize {
    let at = game
        .player(seat)
        .board
        .iter()
        .position(|c| *c == card)
        .expect("a legal action names a card on the board");
    assert!(at < BOARD_LIMIT, "hearth tensors: board position {at}");
    at
}

/// 0 for `seat`'s hero, 1 + board position for one of its minions.
fn fighter(game: &Game, seat: u8, character: EntityId) -> usize {
    if character == game.player(seat).hero {
        0
    } else {
        1 + board_position(game, seat, character)
    }
}

/// 0 for no target; else 1 + side (0: `seat`'s, 1: the other's) × 9 + 0 hero, 1 weapon or
/// 2 + board position.
fn target_code(game: &Game, seat: u8, target: Option<EntityId>) -> usize {
    let Some(target) = target else {
        return 0;
    };
    let controller = game.card(target).controller;
    let side = usize::from(controller != seat);
    let p = game.player(controller);
    let within = if target == p.hero {
        0
    } else if p.weapon == Some(target) {
        1
    } else {
        2 + board_position(game, controller, target)
    };
    1 + side * (2 + BOARD_LIMIT) + within
}

/// Whose decision and turn, who went first, the step, the turn, the observer's pending choice
/// (how many options, what becomes of the pick) and its mulligan.
fn global(game: &Game, seat: u8, out: &mut [f32; GLOBAL_LEN]) {
    let state = game.state();
    out[0] = bit(game.to_act() == seat);
    out[1] = bit(state.active == seat);
    out[2] = bit(state.first == seat);
    let step = match state.step {
        Step::Mulligan => 0,
        Step::Main => 1,
        Step::Over => 2,
    };
    out[G_STEP + step] = 1.0;
    out[G_TURN] = state.turn as f32 / TURN_SCALE;
    if let Some(choice) = state.pending.first()
        && choice.player == seat
    {
        out[G_CHOICE] = 1.0;
        out[G_CHOICE_COUNT] = choice.options.len() as f32 / CHOICE_LIMIT as f32;
        let outcome = match choice.outcome {
            ChoiceOutcome::Draw => 0,
            ChoiceOutcome::Copy => 1,
            ChoiceOutcome::Summon => 2,
            ChoiceOutcome::OnTop => 3,
            ChoiceOutcome::Give { .. } => 4,
            ChoiceOutcome::Target { .. } => 5,
            ChoiceOutcome::Rewind => 6,
        };
        out[G_OUTCOME + outcome] = 1.0;
    }
    out[G_MULLIGAN] = bit(game.player(seat).mulligan_pending);
}

/// A player's mana and overload, pile sizes, fatigue, Corpses, this turn's plays and hero
/// power uses, Spell Damage, weapon, board size and endless portal.
fn player_numbers(game: &Game, seat: u8, out: &mut [f32; PLAYER_LEN]) {
    let p = game.player(seat);
    out[0] = p.mana as f32 / MANA_SCALE;
    out[1] = p.max_mana as f32 / MANA_SCALE;
    out[2] = p.overload_locked as f32 / MANA_SCALE;
    out[3] = p.overload_owed as f32 / MANA_SCALE;
    out[4] = p.locked_next as f32 / MANA_SCALE;
    out[5] = p.hand.len() as f32 / HAND_LIMIT as f32;
    out[6] = p.deck.len() as f32 / PILE_SCALE;
    out[7] = p.graveyard.len() as f32 / PILE_SCALE;
    out[8] = p.secrets.len() as f32 / SECRET_LIMIT as f32;
    out[9] = p.fatigue as f32 / COUNT_SCALE;
    out[10] = p.corpses as f32 / COUNT_SCALE;
    out[11] = p.cards_played as f32 / COUNT_SCALE;
    out[12] = p.hero_power_uses as f32 / ATTACKS_SCALE;
    out[13] = game.spell_damage(seat) as f32 / SPELL_DAMAGE_SCALE;
    out[14] = bit(p.weapon.is_some());
    out[15] = p.board.len() as f32 / BOARD_LIMIT as f32;
    out[16] = bit(p.portal.is_some());
}

/// Where an observed card is, for what its features read: what it costs to play from the hand
/// (or, for a hero power, to use), how a character in play attacks now.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Held {
    /// In a hand, or offered to be put there.
    Hand,
    /// In play: a hero, hero power, weapon, minion or location.
    InPlay,
}

/// Where a choice option is: a character offered as a target is in play; a card is not.
fn held(game: &Game, id: EntityId) -> Held {
    if game.card(id).zone == Zone::Play {
        Held::InPlay
    } else {
        Held::Hand
    }
}

/// One card's features: presence, normalised card number, cost (what playing it costs now; its
/// printed cost once in play, a hero power's what using it costs now), attack (a character in
/// play: as it would attack now), health, maximum health, armor, type, tags, printed text kinds,
/// Spell Damage, attacks this turn, whether it can attack now, tribes.
fn card(game: &Game, id: EntityId, held: Held, out: &mut [f32; CARD_LEN]) {
    let state = game.card(id);
    let info = game.db().get(state.def);
    let def = &info.def;
    let stats = game.stats(id);
    let tags = game.tags(id);
    let fighter = held == Held::InPlay && matches!(state.kind, CardType::Minion | CardType::Hero);
    let cost = if held == Held::Hand || state.kind == CardType::HeroPower {
        game.cost_of(id)
    } else {
        def.cost
    };
    let attack = if fighter {
        game.attack_of(id)
    } else {
        stats.attack
    };
    out[0] = 1.0;
    out[1] = state.def as f32 / game.db().len() as f32;
    out[2] = cost as f32 / COST_SCALE;
    out[3] = attack as f32 / STAT_SCALE;
    out[4] = stats.health() as f32 / STAT_SCALE;
    out[5] = stats.max_health as f32 / STAT_SCALE;
    out[6] = stats.armor as f32 / STAT_SCALE;
    if let Some(i) = TYPES.iter().position(|t| *t == state.kind) {
        out[F_TYPES + i] = 1.0;
    }
    for (i, tag) in TAGS.into_iter().enumerate() {
        out[F_TAGS + i] = bit(tags.contains(tag));
    }
    out[F_SECRET] = bit(def.secret);
    out[F_BATTLECRY] = bit(!def.play.is_empty());
    out[F_CHOOSE_ONE] = bit(!def.choose_one.is_empty());
    out[F_TARGETS] = bit(def.target.is_some());
    out[F_SPELL_DAMAGE] = stats.spell_damage as f32 / SPELL_DAMAGE_SCALE;
    out[F_ATTACKS] = stats.attacks as f32 / ATTACKS_SCALE;
    out[F_CAN_ATTACK] = bit(fighter && game.can_attack_now(id));
    for race in 0..RACES {
        out[F_RACES + race] = bit(info.races & (1 << race) != 0);
    }
}

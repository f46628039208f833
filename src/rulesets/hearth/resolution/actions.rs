//! Actions, their legal enumeration and their validation. Both use the same checks, so any action
//! the engine lists is accepted and any other is rejected with the reason, changing nothing.

use super::resolver::Resolver;
use crate::engine::{EntityId, Rejected, Rules, Zone};
use crate::rulesets::hearth::content::schema::{CardType, TargetRule};
pub use crate::rulesets::hearth::state::action::Action;
use crate::rulesets::hearth::state::amounts::Quantities;
use crate::rulesets::hearth::state::components::Step;
use crate::rulesets::hearth::state::game::Game;
use crate::rulesets::hearth::state::limits::BOARD_LIMIT;
use crate::rulesets::hearth::state::reads::Reads;
use crate::rulesets::hearth::state::targeting::TargetSource;
use crate::rulesets::hearth::state::targeting::Targeting;

/// Why a card cannot be played, before it is put into words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PlayProblem {
    NotInHand,
    Mana,
    Health,
    BoardFull,
    NoTarget,
    Requirement,
    Secret(&'static str),
}

impl Game {
    /// The seat whose decision it is.
    pub fn to_act(&self) -> u8 {
        self.seat_to_act()
    }

    /// True once someone won or the game was drawn.
    pub fn is_over(&self) -> bool {
        Reads::is_over(self)
    }

    /// The target rules of playing `card`: its own, or one per Choose One option.
    fn play_rules<'a>(&'a self, card: EntityId) -> Vec<(Option<u8>, Option<&'a TargetRule>)> {
        let info = self.info(card);
        // A rule with a `when` that does not hold now asks for no target (SI:7 Agent without
        // Combo is played with no target).
        let holds = |rule: &TargetRule| {
            rule.when
                .as_ref()
                .is_none_or(|c| self.holds_now(c, self.active(), card) == Some(true))
        };
        let active = |rule: Option<&'a TargetRule>| rule.filter(|r| holds(r));
        if info.def.kind == CardType::Location {
            // A location's target rule is for using it, not for playing it.
            vec![(None, None)]
        } else if info.def.choose_one.is_empty() {
            vec![(None, active(info.def.target.as_ref()))]
        } else {
            info.def
                .choose_one
                .iter()
                .enumerate()
                .map(|(i, option)| {
                    (
                        Some(i as u8),
                        active(self.db().get(option.index).def.target.as_ref()),
                    )
                })
                .collect()
        }
    }

    /// Why a card in hand cannot be played at all now, if it cannot. Cheap: legal-action generation
    /// calls it for every card in hand at every decision, so the words come later, in `describe`.
    fn card_problem(&self, card: EntityId) -> Option<PlayProblem> {
        if let Some(problem) = self.resource_problem(card) {
            return Some(problem);
        }
        let seat = self.active();
        let info = self.info(card);
        let source = source_of(info.def.kind);
        let playable = self
            .play_rules(card)
            .into_iter()
            .any(|(_, rule)| match rule {
                Some(rule) if rule.required => !self.valid_targets(seat, source, rule).is_empty(),
                _ => true,
            });
        (!playable).then_some(PlayProblem::NoTarget)
    }

    /// The checks of `card_problem` that need no target search: hand, mana, board room. Legal-play
    /// generation uses this and skips target-less options itself, so it searches targets once.
    fn resource_problem(&self, card: EntityId) -> Option<PlayProblem> {
        let seat = self.active();
        let state = self.card(card);
        if state.zone != Zone::Hand || state.controller != seat {
            return Some(PlayProblem::NotInHand);
        }
        let info = self.db().get(state.def);
        let player = self.player(seat);
        let cost = self.cost_of(card);
        // Paid in Health: the hero must have more Health than that (Armor does not count).
        if crate::rulesets::hearth::state::costs::pays_in_health(self, card) {
            if cost as i16 >= self.stats(player.hero).health() {
                return Some(PlayProblem::Health);
            }
        } else if cost > player.mana {
            return Some(PlayProblem::Mana);
        }
        let board_full = player.board.len() >= BOARD_LIMIT;
        let takes_slot = matches!(info.def.kind, CardType::Minion | CardType::Location);
        if (takes_slot || info.needs_board_slot) && board_full {
            return Some(PlayProblem::BoardFull);
        }
        if let Some(requires) = &info.def.requires
            && self.holds_now(requires, seat, card) != Some(true)
        {
            return Some(PlayProblem::Requirement);
        }
        if info.def.secret {
            return self.secret_problem(seat, card).map(PlayProblem::Secret);
        }
        None
    }

    fn describe(&self, card: EntityId, problem: PlayProblem) -> String {
        let name = &self.info(card).def.name;
        match problem {
            PlayProblem::NotInHand => "that card is not in your hand".into(),
            PlayProblem::Mana => format!(
                "not enough mana: {name} costs {}, you have {}",
                self.cost_of(card),
                self.player(self.active()).mana
            ),
            PlayProblem::Health => format!(
                "not enough Health: {name} costs {} Health, you need more than that",
                self.cost_of(card)
            ),
            PlayProblem::BoardFull => "your board is full".into(),
            PlayProblem::NoTarget => format!("{name} has no valid target"),
            PlayProblem::Requirement => format!("{name} cannot be played now"),
            PlayProblem::Secret(why) => why.into(),
        }
    }

    /// Why the hero power cannot be used at all now, if it cannot.
    fn hero_power_problem(&self) -> Option<String> {
        let seat = self.active();
        let player = self.player(seat);
        let info = self.info(player.hero_power);
        if player.hero_power_uses > 0 {
            return Some("the hero power was already used this turn".into());
        }
        if info.def.cost > player.mana {
            return Some("not enough mana for the hero power".into());
        }
        if info.needs_board_slot && player.board.len() >= BOARD_LIMIT {
            return Some("your board is full".into());
        }
        if let Some(rule) = &info.def.target
            && self
                .valid_targets(seat, TargetSource::HeroPower, rule)
                .is_empty()
        {
            return Some("the hero power has no valid target".into());
        }
        None
    }

    /// Why a target is wrong for a rule, if it is.
    fn target_problem(
        &self,
        name: &str,
        rule: Option<&TargetRule>,
        source: TargetSource,
        target: Option<EntityId>,
    ) -> Option<String> {
        let seat = self.active();
        match (rule, target) {
            (None, None) => None,
            (None, Some(_)) => Some(format!("{name} takes no target")),
            (Some(rule), None) => {
                let any = !self.valid_targets(seat, source, rule).is_empty();
                (rule.required || any).then(|| format!("{name} needs a target"))
            }
            (Some(rule), Some(t)) => {
                let valid = self.valid_targets(seat, source, rule).contains(&t);
                (!valid).then(|| format!("{t} is not a valid target for {name}"))
            }
        }
    }

    fn check(&self, action: &Action) -> Result<(), Rejected> {
        let reject = |why: String| Err(Rejected(why));
        let state = self.state();
        if state.step == Step::Over {
            return reject("the game is over".into());
        }
        if matches!(action, Action::Concede) {
            return Ok(());
        }
        if let Some(choice) = state.pending.first() {
            return match action {
                Action::Choose(i) if (*i as usize) < choice.options.len() => Ok(()),
                Action::Choose(i) => reject(format!("there is no option {i}")),
                _ => reject("a choice is waiting for an answer".into()),
            };
        }
        if state.step == Step::Mulligan {
            let Action::Mulligan { player, replace } = action else {
                return reject("the mulligan comes first".into());
            };
            if *player > 1 || !self.player(*player).mulligan_pending {
                return reject(format!("player {player} has no mulligan to make"));
            }
            let hand = self.player(*player).hand.len();
            if (*replace as usize) >> hand != 0 {
                return reject(format!("the opening hand has only {hand} cards"));
            }
            return Ok(());
        }
        let exists = |id: EntityId| id.0 >= 4 && id.0 < self.id_count();
        // A card entity (not the game, a player or an enchantment) that exists.
        let not_a_card = |id: EntityId| !exists(id) || self.enchantment(id).is_some();
        match *action {
            Action::Mulligan { .. } => reject("the mulligan is over".into()),
            Action::Choose(_) => reject("there is no pending choice".into()),
            Action::EndTurn | Action::Concede => Ok(()),
            Action::Play {
                card,
                target,
                position,
                choose,
            } => {
                if not_a_card(card) {
                    return reject(format!("{card} is not a card"));
                }
                if let Some(problem) = self.card_problem(card) {
                    return reject(self.describe(card, problem));
                }
                if target.is_some_and(not_a_card) {
                    return reject("no such target".into());
                }
                let info = self.info(card);
                let kind = info.def.kind;
                let rules = self.play_rules(card);
                let Some((_, rule)) = rules.iter().find(|(option, _)| *option == choose) else {
                    return reject(match choose {
                        None => format!("{} asks you to choose one", info.def.name),
                        Some(i) => format!("{} has no option {i}", info.def.name),
                    });
                };
                if let Some(why) =
                    self.target_problem(&info.def.name, *rule, source_of(kind), target)
                {
                    return reject(why);
                }
                if matches!(kind, CardType::Minion | CardType::Location)
                    && position as usize > self.player(self.active()).board.len()
                {
                    return reject(format!("board position {position} does not exist"));
                }
                Ok(())
            }
            Action::Attack { attacker, defender } => {
                if !exists(attacker) || !exists(defender) {
                    return reject("no such character".into());
                }
                if self.enchantment(attacker).is_some() || self.enchantment(defender).is_some() {
                    return reject("only characters can fight".into());
                }
                if let Some(why) = self.attacker_problem(attacker) {
                    return reject(why.into());
                }
                match self.defender_problem(attacker, defender) {
                    Some(why) => reject(why.into()),
                    None => Ok(()),
                }
            }
            Action::Trade { card } => {
                if not_a_card(card) {
                    return reject(format!("{card} is not a card"));
                }
                match self.trade_problem(card) {
                    Some(why) => reject(why),
                    None => Ok(()),
                }
            }
            Action::UseLocation { location, target } => {
                if not_a_card(location) {
                    return reject("no such location".into());
                }
                if let Some(why) = self.location_problem(location) {
                    return reject(why);
                }
                if target.is_some_and(not_a_card) {
                    return reject("no such target".into());
                }
                let info = self.info(location);
                let rule = info.def.target.as_ref();
                match self.target_problem(&info.def.name, rule, TargetSource::Battlecry, target) {
                    Some(why) => reject(why),
                    None => Ok(()),
                }
            }
            Action::HeroPower { target } => {
                if let Some(why) = self.hero_power_problem() {
                    return reject(why);
                }
                if target.is_some_and(not_a_card) {
                    return reject("no such target".into());
                }
                let power = self.player(self.active()).hero_power;
                let info = self.info(power);
                let rule = info.def.target.as_ref();
                match self.target_problem(&info.def.name, rule, TargetSource::HeroPower, target) {
                    Some(why) => reject(why),
                    None => Ok(()),
                }
            }
        }
    }

    fn legal_plays(&self, seat: u8, out: &mut Vec<Action>) {
        let player = self.player(seat);
        for &card in &player.hand {
            if self.resource_problem(card).is_some() {
                continue;
            }
            let kind = self.info(card).def.kind;
            let positions = if matches!(kind, CardType::Minion | CardType::Location) {
                player.board.len() as u8 + 1
            } else {
                1
            };
            for (choose, rule) in self.play_rules(card) {
                let targets = rule
                    .map(|rule| self.valid_targets(seat, source_of(kind), rule))
                    .unwrap_or_default();
                if targets.is_empty() && rule.is_some_and(|r| r.required) {
                    continue;
                }
                for position in 0..positions {
                    if targets.is_empty() {
                        out.push(Action::Play {
                            card,
                            target: None,
                            position,
                            choose,
                        });
                    }
                    for &target in &targets {
                        out.push(Action::Play {
                            card,
                            target: Some(target),
                            position,
                            choose,
                        });
                    }
                }
            }
        }
    }
}

impl Game {
    fn legal_location_uses(&self, seat: u8, out: &mut Vec<Action>) {
        for &location in &self.player(seat).board {
            if self.card(location).kind != CardType::Location
                || self.location_problem(location).is_some()
            {
                continue;
            }
            let rule = self.info(location).def.target.as_ref();
            self.push_targeted(seat, TargetSource::Battlecry, rule, out, |target| {
                Action::UseLocation { location, target }
            });
        }
    }

    /// The actions of something usable with a target rule (already known usable): one per valid
    /// target, or the untargeted one when there is no rule or no valid target (a rule that
    /// requires a target has been checked to have one), as `check` accepts them.
    fn push_targeted(
        &self,
        seat: u8,
        source: TargetSource,
        rule: Option<&TargetRule>,
        out: &mut Vec<Action>,
        action: impl Fn(Option<EntityId>) -> Action,
    ) {
        let targets = rule
            .map(|rule| self.valid_targets(seat, source, rule))
            .unwrap_or_default();
        if targets.is_empty() {
            out.push(action(None));
        }
        out.extend(targets.into_iter().map(|t| action(Some(t))));
    }
}

/// How a card of this type targets, for the matrix.
pub(in crate::rulesets::hearth) fn source_of(kind: CardType) -> TargetSource {
    match kind {
        CardType::Spell => TargetSource::Spell,
        CardType::HeroPower => TargetSource::HeroPower,
        _ => TargetSource::Battlecry,
    }
}

impl Rules for Game {
    type Action = Action;

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let state = self.state();
        if let Some(choice) = state.pending.first() {
            out.extend((0..choice.options.len()).map(|i| Action::Choose(i as u8)));
            return;
        }
        match state.step {
            Step::Over => {}
            Step::Mulligan => {
                let player = self.to_act();
                let hand = self.player(player).hand.len();
                out.extend((0..1u16 << hand).map(|m| Action::Mulligan {
                    player,
                    replace: m as u8,
                }));
            }
            Step::Main => {
                let seat = state.active;
                self.legal_plays(seat, out);
                self.legal_trades(seat, out);
                let player = self.player(seat);
                if self.hero_power_problem().is_none() {
                    let rule = self.info(player.hero_power).def.target.as_ref();
                    self.push_targeted(seat, TargetSource::HeroPower, rule, out, |target| {
                        Action::HeroPower { target }
                    });
                }
                self.legal_location_uses(seat, out);
                let enemy = self.player(1 - seat);
                let taunt = self.has_taunt(1 - seat);
                let attackers = std::iter::once(player.hero).chain(player.board.iter().copied());
                for attacker in attackers {
                    if self.attacker_problem(attacker).is_some() {
                        continue;
                    }
                    let defenders = std::iter::once(enemy.hero).chain(enemy.board.iter().copied());
                    for defender in defenders {
                        if self
                            .defender_problem_given(attacker, defender, taunt)
                            .is_none()
                        {
                            out.push(Action::Attack { attacker, defender });
                        }
                    }
                }
                out.push(Action::EndTurn);
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), Rejected> {
        self.check(action)?;
        // Rewind (`rewind.rs`) is answered here, where the whole game can be put back.
        if self.may_rewind() {
            self.resolve_with_rewind(action);
        } else {
            self.resolver().run_action(*action);
        }
        Ok(())
    }

    fn to_act(&self) -> u8 {
        Game::to_act(self)
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn fork(&self) -> Self {
        Game::fork(self)
    }

    fn advance_clock(&mut self, milliseconds: u32) -> Option<Action> {
        Game::advance_clock(self, milliseconds).then_some(Action::EndTurn)
    }
}

impl Resolver<'_> {
    /// Resolves a validated action completely: the body of the action-driver system.
    pub(in crate::rulesets::hearth) fn resolve(&mut self, action: Action) {
        match action {
            Action::Mulligan { player, replace } => self.mulligan(player, replace),
            Action::Play {
                card,
                target,
                position,
                choose,
            } => self.play_card(card, target, position as usize, choose),
            Action::Attack { attacker, defender } => self.attack(attacker, defender),
            Action::HeroPower { target } => self.use_hero_power(target),
            Action::UseLocation { location, target } => self.use_location(location, target),
            Action::Choose(index) => self.choose(index as usize),
            Action::Trade { card } => self.trade(card),
            Action::EndTurn => self.end_turn(),
            Action::Concede => {
                let seat = self.seat_to_act();
                self.concede(seat)
            }
        }
    }
}

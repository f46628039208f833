//! Every shipped puzzle is solvable: its `solution` reaches its goal (for Survive, after the
//! opponent's turn is played by the greedy agent).

use emberdeck::ai::hearth::agent_by_name;
use emberdeck::cards::{embedded_files, parse_file};
use emberdeck::engine::Rules;
use emberdeck::rulesets::hearth::CardDb;
use emberdeck::rulesets::hearth::Reads;
use emberdeck::rulesets::hearth::scenario::format::Goal;
use emberdeck::rulesets::hearth::scenario::goal::goal_met;
use emberdeck::rulesets::hearth::scenario::{Scenario, build_game, perform_all};

#[test]
fn every_level_is_solved_by_its_solution() {
    let files = embedded_files("levels/");
    assert!(files.len() >= 4, "at least four puzzles ship");
    let mut goals = Vec::new();
    for file in &files {
        let level: Scenario = parse_file(file).unwrap_or_else(|e| panic!("{e}"));
        let goal = level
            .goal
            .unwrap_or_else(|| panic!("{} has a goal", file.path));
        goals.push(goal);
        let mut game = build_game(&level, CardDb::embedded()).unwrap();
        let (player, start) = (game.active(), game.turn());
        assert!(
            !goal_met(goal, &game, player, start),
            "{}: already solved",
            file.path
        );
        perform_all(&mut game, &level.solution).unwrap_or_else(|e| panic!("{}: {e}", file.path));
        let mut opponent = agent_by_name("greedy", 1).unwrap();
        while goal == Goal::Survive && !game.is_over() && game.active() != player {
            let legal = game.legal_actions();
            let pick = opponent.choose(&game, &legal);
            game.apply(&legal[pick]).unwrap();
        }
        assert!(
            goal_met(goal, &game, player, start),
            "{}: the solution misses the goal",
            file.path
        );
    }
    for goal in [Goal::Lethal, Goal::ClearBoard, Goal::Mirror, Goal::Survive] {
        assert!(goals.contains(&goal), "a {goal:?} puzzle ships");
    }
}

#[test]
fn a_survive_level_is_lost_without_its_solution() {
    let file = embedded_files("levels/4_survive.ron").remove(0);
    let level: Scenario = parse_file(&file).unwrap();
    let mut game = build_game(&level, CardDb::embedded()).unwrap();
    let start = game.turn();
    game.apply(&emberdeck::rulesets::hearth::Action::EndTurn)
        .unwrap();
    let mut opponent = agent_by_name("greedy", 1).unwrap();
    while !game.is_over() && game.active() != 0 {
        let legal = game.legal_actions();
        let pick = opponent.choose(&game, &legal);
        game.apply(&legal[pick]).unwrap();
    }
    assert!(
        !goal_met(Goal::Survive, &game, 0, start),
        "doing nothing loses"
    );
}

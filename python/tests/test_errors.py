"""Every bad argument is a Python exception (ValueError or TypeError), never a crash."""

import pytest

import emberdeck


def test_an_unknown_ruleset():
    for call in (
        lambda: emberdeck.new_game("chess"),
        lambda: emberdeck.agent("chess", "random"),
        lambda: emberdeck.agent_names("chess"),
        lambda: emberdeck.decks("chess"),
        lambda: emberdeck.spaces("chess"),
        lambda: emberdeck.VecGames("chess", 2),
        lambda: emberdeck.about("chess"),
    ):
        with pytest.raises(ValueError, match="unknown ruleset"):
            call()


def test_wrong_types():
    with pytest.raises(TypeError):
        emberdeck.new_game(3)
    with pytest.raises(TypeError):
        emberdeck.new_game("gods", seed="one")
    with pytest.raises(TypeError):
        emberdeck.new_game("gods", decks=5)
    with pytest.raises(TypeError):
        emberdeck.new_game("gods", options=["kingdom"])
    with pytest.raises(TypeError):
        emberdeck.new_game("gods", players="two")


def test_a_bad_deck(ruleset):
    with pytest.raises(ValueError):
        emberdeck.new_game(ruleset, decks=["no such deck"])


def test_too_many_decks():
    decks = emberdeck.decks("gods")
    with pytest.raises(ValueError, match="seats"):
        emberdeck.new_game("gods", decks=decks[:3])


def test_a_bad_option(ruleset):
    with pytest.raises(ValueError):
        emberdeck.new_game(ruleset, options={"no-such-option": "1"})


def test_bad_seats():
    with pytest.raises(ValueError):
        emberdeck.new_game("hearth", players=3)
    with pytest.raises(ValueError):
        emberdeck.new_game("dopynion", players=5)
    with pytest.raises(ValueError):
        emberdeck.new_game("dopynion", players=0)
    with pytest.raises(ValueError):
        emberdeck.new_game("dopynion", players=-2)


def test_a_negative_or_huge_seed():
    with pytest.raises(ValueError):
        emberdeck.new_game("one863", seed=-1)
    with pytest.raises(ValueError):
        emberdeck.new_game("one863", seed=2**64)
    assert emberdeck.new_game("one863", seed=2**64 - 1).seed == 2**64 - 1


def test_an_unknown_agent(ruleset):
    with pytest.raises(ValueError, match="unknown"):
        emberdeck.agent(ruleset, "no-such-agent")
    with pytest.raises(ValueError):
        emberdeck.agent(ruleset, "mcts:iters=banana")


def test_a_negative_seat_and_slot(ruleset):
    game = emberdeck.new_game(ruleset)
    with pytest.raises(ValueError):
        game.observation(-1)
    with pytest.raises(ValueError):
        game.apply_slot(-1)
    with pytest.raises(ValueError):
        emberdeck.slot_name(ruleset, -1)
    with pytest.raises(ValueError):
        emberdeck.slot_name(ruleset, emberdeck.spaces(ruleset)[1])


def test_an_agent_of_another_ruleset():
    game = emberdeck.new_game("gods")
    agent = emberdeck.agent("one863", "random")
    with pytest.raises(ValueError, match="cannot play"):
        agent.choose(game)


def test_an_agent_on_a_finished_game():
    game = emberdeck.new_game("one863", seed=1)
    agent = emberdeck.agent("one863", "random")
    while not game.is_over:
        game.apply(agent.choose(game))
    with pytest.raises(ValueError, match="over"):
        agent.choose(game)


def test_bad_batch_arguments():
    with pytest.raises(ValueError):
        emberdeck.arena_games("one863", ["random", "random"], first=-1)
    with pytest.raises(ValueError):
        emberdeck.arena_games("one863", ["random", "random"], count=-5)
    with pytest.raises(ValueError, match="two agents"):
        emberdeck.arena_games("one863", ["random"])
    with pytest.raises(ValueError):
        emberdeck.self_play_games("one863", "random", count=-1)
    with pytest.raises(ValueError):
        emberdeck.self_play_games("one863", "no-such-agent")
    with pytest.raises(ValueError):
        emberdeck.VecGames("one863", 10**9)
    with pytest.raises(ValueError):
        emberdeck.native_random_games("one863", seconds=-1)
    with pytest.raises(ValueError):
        emberdeck.native_random_games("one863", seconds=float("inf"))
    with pytest.raises(TypeError):
        emberdeck.native_random_games("one863", seconds="long")


def test_bad_agent_start():
    agent = emberdeck.agent("gods", "random")
    with pytest.raises(ValueError):
        agent.start(-1, 0)
    with pytest.raises(ValueError):
        agent.start(0, -1)
    with pytest.raises(ValueError):
        agent.start(0, 0, game_id=-1)
    agent.start(1, 5, game_id=3)

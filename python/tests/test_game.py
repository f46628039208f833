"""The game API on every ruleset: legal actions, apply, refusals that change nothing, copies that
stay apart, determinism, outcomes, the log and the view."""

import pytest
from conftest import RULESETS, play_out, random_agents

import emberdeck


def test_rulesets_are_the_four():
    assert set(RULESETS) == {"hearth", "dopynion", "one863", "gods"}
    for ruleset in RULESETS:
        assert emberdeck.about(ruleset)


def test_a_new_game_lists_legal_actions_in_words(ruleset):
    game = emberdeck.new_game(ruleset, seed=1)
    assert game.ruleset == ruleset
    assert game.seed == 1
    assert game.seats >= 1
    assert 0 <= game.to_act < game.seats
    assert not game.is_over
    assert game.outcome is None and game.winners is None
    legal = game.legal_actions()
    assert legal
    assert [action.index for action in legal] == list(range(len(legal)))
    assert all(isinstance(action.text, str) and action.text for action in legal)
    assert game.invariants() is None


def test_apply_by_index_and_by_action(ruleset):
    game = emberdeck.new_game(ruleset, seed=2)
    before = game.log_len
    game.apply(0)
    assert game.log_len >= before
    action = game.legal_actions()[-1]
    game.apply(action)
    assert game.invariants() is None


def test_an_index_out_of_range_raises_and_changes_nothing(ruleset):
    game = emberdeck.new_game(ruleset, seed=3)
    digest, count = game.log_digest, len(game.legal_actions())
    for bad in (count, count + 10, -1, 2**70):
        with pytest.raises(ValueError):
            game.apply(bad)
    assert game.log_digest == digest
    assert len(game.legal_actions()) == count


def test_a_stale_action_is_refused(ruleset):
    game = emberdeck.new_game(ruleset, seed=4)
    stale = game.legal_actions()[0]
    game.apply(0)
    if game.is_over:
        pytest.skip("the game ended at once")
    digest = game.log_digest
    with pytest.raises(ValueError, match="another position"):
        game.apply(stale)
    assert game.log_digest == digest


def test_a_non_integer_action_is_a_type_error(ruleset):
    game = emberdeck.new_game(ruleset, seed=4)
    for bad in ("0", 1.5, None, True):
        with pytest.raises(TypeError):
            game.apply(bad)


def test_clones_are_independent(ruleset):
    game = emberdeck.new_game(ruleset, seed=5)
    copy = game.clone()
    assert copy.log_digest == game.log_digest
    digest = game.log_digest
    copy.apply(len(copy.legal_actions()) - 1)
    assert game.log_digest == digest
    assert copy.log_digest != digest or copy.log_len != game.log_len
    play_out(copy, random_agents(ruleset, copy.seats))
    assert game.log_digest == digest and not game.is_over


def test_same_seed_and_actions_give_the_same_digest(ruleset):
    digests = []
    for _ in range(2):
        game = emberdeck.new_game(ruleset, seed=42)
        play_out(game, random_agents(ruleset, game.seats, seed=7))
        digests.append(game.log_digest)
    assert digests[0] == digests[1]


def test_different_seeds_give_different_games(ruleset):
    digests = set()
    for seed in range(3):
        game = emberdeck.new_game(ruleset, seed=seed)
        play_out(game, random_agents(ruleset, game.seats, seed=7))
        digests.add(game.log_digest)
    assert len(digests) == 3


def test_a_finished_game_has_an_outcome(ruleset):
    game = emberdeck.new_game(ruleset, seed=6)
    play_out(game, random_agents(ruleset, game.seats))
    assert game.is_over
    assert game.legal_actions() == []
    shares = game.outcome
    assert len(shares) == game.seats
    assert sum(shares) == pytest.approx(1.0)
    assert all(0 <= seat < game.seats for seat in game.winners)
    assert game.turns > 0
    with pytest.raises(ValueError, match="over"):
        game.apply(0)


def test_the_log_in_words(ruleset):
    game = emberdeck.new_game(ruleset, seed=8)
    play_out(game, random_agents(ruleset, game.seats))
    for viewer in range(game.seats):
        log = game.log(viewer)
        assert log
        indices = [entry["index"] for entry in log]
        assert indices == sorted(indices)
        assert all(0 <= i < game.log_len for i in indices)
        assert all(entry["seat"] == viewer and entry["text"] for entry in log)
    assert game.log() == game.log(0)
    with pytest.raises(ValueError):
        game.log(game.seats)


def test_the_view_in_words(ruleset):
    game = emberdeck.new_game(ruleset, seed=9)
    for seat in range(game.seats):
        assert game.view(seat)
    assert game.view() == game.view(game.to_act)
    with pytest.raises(ValueError):
        game.view(game.seats)
    with pytest.raises(ValueError):
        game.view(-1)


def test_determinize_hides_and_keeps_the_public_game(ruleset):
    game = emberdeck.new_game(ruleset, seed=10)
    game.apply(0)
    seat = game.to_act
    copy = game.determinize(seat, 123)
    assert copy.to_act == game.to_act
    assert copy.seats == game.seats
    assert copy.legal_actions()
    # The seat's own view is what it knew: its observation is the same.
    assert (copy.observation(seat) == game.observation(seat)).all()
    play_out(copy, random_agents(ruleset, copy.seats))
    assert not game.is_over
    with pytest.raises(ValueError):
        game.determinize(game.seats, 1)
    with pytest.raises(ValueError):
        game.determinize(0, -1)


def test_decks_are_listed_and_taken(ruleset):
    decks = emberdeck.decks(ruleset)
    if ruleset == "dopynion":
        assert decks == []
        return
    assert len(decks) >= 2
    game = emberdeck.new_game(ruleset, decks=decks[:2], seed=1)
    same = emberdeck.new_game(ruleset, decks=",".join(decks[:2]), seed=1)
    assert game.log_digest == same.log_digest


def test_dopynion_seats_from_one_to_four():
    for players in (1, 2, 3, 4):
        game = emberdeck.new_game("dopynion", players=players, seed=1)
        assert game.seats == players
        play_out(game, random_agents("dopynion", players))
        assert len(game.outcome) == players


def test_dopynion_takes_a_kingdom_option():
    kingdom = ["Smithy", "Witch"]
    game = emberdeck.new_game("dopynion", options={"kingdom": kingdom}, seed=1)
    as_text = emberdeck.new_game("dopynion", options={"kingdom": "Smithy,Witch"}, seed=1)
    assert game.view(0) == as_text.view(0)
    assert "Smithy" in game.view(0) and "Witch" in game.view(0)
    with pytest.raises(ValueError):
        emberdeck.new_game("dopynion", options={"kingdom": "No Such Card"})


def test_copy_module_copies(ruleset):
    import copy

    game = emberdeck.new_game(ruleset, seed=11)
    for clone in (copy.copy(game), copy.deepcopy(game)):
        clone.apply(0)
        assert game.log_len <= clone.log_len
    assert "emberdeck.Game" in repr(game)

from solobots.core import rng


def test_seed_text_gives_a_stable_state():
    assert rng.seed_state("1234") == rng.seed_state("1234")
    assert rng.seed_state("1234") != rng.seed_state("1235")


def test_draws_are_deterministic_and_in_range():
    state = rng.seed_state("x")
    draws = []
    for _ in range(600):
        state, k = rng.randbelow(state, 6)
        draws.append(k)
    assert set(draws) == set(range(6))
    again = rng.seed_state("x")
    for k in draws[:50]:
        again, k2 = rng.randbelow(again, 6)
        assert k2 == k


def test_state_is_json_safe_text():
    state = rng.seed_state("anything")
    for _ in range(100):
        state, _ = rng.randbelow(state, 1000)
        assert isinstance(state, str) and len(state) == 16


def test_shuffle_is_a_permutation_and_replays():
    s1, out1 = rng.shuffle(rng.seed_state("deck"), list(range(20)))
    s2, out2 = rng.shuffle(rng.seed_state("deck"), list(range(20)))
    assert sorted(out1) == list(range(20)) and out1 == out2 and s1 == s2


def test_roughly_uniform():
    state = rng.seed_state("uniform")
    counts = [0] * 6
    for _ in range(6000):
        state, k = rng.randbelow(state, 6)
        counts[k] += 1
    assert all(850 < c < 1150 for c in counts)

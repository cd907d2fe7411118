//! `best --level` and `match` run as a user runs them: the built program, good input and bad.

use crate::support::*;
use tictactoe::board::{Board, Cell};
use tictactoe::table;

// ---- match ----

#[test]
fn match_json_is_one_object_in_the_contracts_order() {
    let out = ok(&[
        "match", "--x", "perfect", "--o", "random", "--games", "2000", "--seed", "1", "--json",
    ]);
    assert_eq!(out.lines().count(), 1, "{out}");
    let v = json(out.trim_end());
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    let mut expected = ["x", "o", "games", "seed", "x_wins", "o_wins", "draws"];
    assert!(
        out.starts_with("{\"x\":\"perfect\",\"o\":\"random\",\"games\":2000,\"seed\":1,\"x_wins\":"),
        "{out}"
    );
    let mut sorted = keys.clone();
    sorted.sort();
    expected.sort();
    assert_eq!(sorted, expected);
    let total = v["x_wins"].as_u64().unwrap() + v["o_wins"].as_u64().unwrap() + v["draws"].as_u64().unwrap();
    assert_eq!(total, 2000);
    assert_eq!(v["o_wins"], 0, "perfect never loses");
}

#[test]
fn the_same_seed_gives_the_same_match() {
    let args = ["match", "--x", "medium", "--o", "hard", "--seed", "77", "--json"];
    let first = ok(&args);
    assert_eq!(ok(&args), first);
    // Flags in any order, with `=`.
    assert_eq!(ok(&["match", "--json", "--seed=77", "--o=hard", "--x=medium"]), first);
    let other = ok(&["match", "--x", "medium", "--o", "hard", "--seed", "78", "--json"]);
    assert_ne!(other, first);
    // 1,000 games unless told otherwise.
    assert_eq!(json(first.trim_end())["games"], 1000);
}

#[test]
fn without_a_seed_the_match_names_the_seed_it_used() {
    let out = ok(&["match", "--x", "easy", "--o", "easy", "--games", "300", "--json"]);
    let v = json(out.trim_end());
    let seed = v["seed"].as_u64().expect("a seed").to_string();
    let again = ok(&[
        "match", "--x", "easy", "--o", "easy", "--games", "300", "--seed", &seed, "--json",
    ]);
    assert_eq!(again, out, "the seed shown repeats the match");
}

#[test]
fn match_for_people_shows_counts_shares_and_the_exact_expectation() {
    let out = ok(&[
        "match", "--x", "perfect", "--o", "random", "--games", "20000", "--seed", "1",
    ]);
    assert_eq!(
        out,
        "X perfect against O random: 20,000 games, seed 1\n\
         \x20        games    share  expected\n\
         X wins  19,901   99.50%    99.48%\n\
         O wins       0    0.00%     0.00%\n\
         draws       99    0.50%     0.52%\n"
    );
}

#[test]
fn match_rejects_bad_levels_counts_and_seeds() {
    let cases: [(&[&str], &str); 12] = [
        (
            &["match", "--x", "expert", "--o", "random"],
            "error: unknown level 'expert' for --x (use random, easy, medium, hard, perfect)",
        ),
        (
            &["match", "--x", "easy", "--o", "Deep Blue"],
            "error: unknown level 'Deep Blue' for --o (use random, easy, medium, hard, perfect)",
        ),
        (
            &["match", "--x", "easy"],
            "error: match needs --x L and --o L (missing --o)",
        ),
        (&["match"], "error: match needs --x L and --o L (missing --x)"),
        (
            &["match", "--x", "easy", "--o", "easy", "--games", "0"],
            "error: --games needs a number of games from 1 to 1,000,000, got '0'",
        ),
        (
            &["match", "--x", "easy", "--o", "easy", "--games", "abc"],
            "error: --games needs a number of games from 1 to 1,000,000, got 'abc'",
        ),
        (
            &["match", "--x", "easy", "--o", "easy", "--games", "1000001"],
            "error: --games needs a number of games from 1 to 1,000,000, got '1000001'",
        ),
        (
            &["match", "--x", "easy", "--o", "easy", "--games=-5"],
            "error: --games needs a number of games from 1 to 1,000,000, got '-5'",
        ),
        (
            &["match", "--x", "easy", "--o", "easy", "--seed", "x"],
            "error: --seed needs a whole number from 0 to 18,446,744,073,709,551,615, got 'x'",
        ),
        (
            &["match", "--x", "easy", "--o", "easy", "--seed", "18446744073709551616"],
            "error: --seed needs a whole number from 0 to 18,446,744,073,709,551,615, got '18446744073709551616'",
        ),
        (
            &["match", "--x", "easy", "--o", "easy", "X........"],
            "error: match takes only options: --x L --o L [--games N] [--seed S] [--json], got 1 argument",
        ),
        (
            &["match", "--x", "easy", "--o", "easy", "--engine", "minimax"],
            "error: match has no option '--engine' (see tictactoe --help)",
        ),
    ];
    for (args, expected) in cases {
        assert_eq!(rejected(args), expected, "{args:?}");
    }
}

// ---- best --level ----

#[test]
fn best_at_a_level_plays_a_legal_move_and_a_seed_repeats_it() {
    for level in ["random", "easy", "medium", "hard", "perfect"] {
        for engine in ["table", "minimax", "alphabeta"] {
            let args = ["best", "--engine", engine, "--level", level, "--seed", "5", "XO..X...."];
            let out = ok(&args);
            let cell: Cell = out
                .trim_end()
                .parse()
                .unwrap_or_else(|e| panic!("{args:?}: {out:?}: {e:?}"));
            let board: Board = "XO..X....".parse().unwrap();
            assert!(board.actions().contains(cell), "{args:?}: {out}");
            assert_eq!(ok(&args), out, "{args:?}");
        }
    }
}

#[test]
fn best_at_perfect_plays_a_best_move_and_the_win_at_once() {
    let board: Board = "X.O.X....".parse().unwrap();
    let best = table::probe(board).best;
    for seed in 0..20 {
        let out = ok(&["best", "--level", "perfect", "--seed", &seed.to_string(), "X.O.X...."]);
        assert!(best.contains(out.trim_end().parse().unwrap()), "{out}");
    }
    // Easy, too, never misses a win in one.
    for seed in 0..20 {
        assert_eq!(
            ok(&["best", "--level", "easy", "--seed", &seed.to_string(), "XX.OO...."]),
            "0,2\n"
        );
    }
}

#[test]
fn perfect_varies_its_opening_from_seed_to_seed() {
    let openings: std::collections::BTreeSet<String> = (0..30)
        .map(|seed| ok(&["best", "--level", "perfect", "--seed", &seed.to_string(), "........."]))
        .collect();
    assert!(openings.len() > 1, "{openings:?}");
}

#[test]
fn best_at_a_level_on_a_finished_board_is_none() {
    assert_eq!(ok(&["best", "--level", "hard", "XXXOO...."]), "none\n");
}

#[test]
fn best_without_a_level_is_the_engines_own_move_as_before() {
    assert_eq!(ok(&["best", "........."]), "0,0\n");
    assert_eq!(ok(&["best", "--engine", "minimax", "XO......."]), "1,0\n");
}

#[test]
fn best_rejects_a_bad_level_or_seed() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["best", "--level", "expert", "........."],
            "error: unknown level 'expert' for --level (use random, easy, medium, hard, perfect)",
        ),
        (
            &["best", "--level", "easy", "--seed", "x", "........."],
            "error: --seed needs a whole number from 0 to 18,446,744,073,709,551,615, got 'x'",
        ),
        (
            &["best", "--seed", "1", "........."],
            "error: --seed needs --level: the engine's own move never varies",
        ),
        (
            &["best", "--level", "easy"],
            "error: best needs one BOARD, got 0 arguments",
        ),
    ];
    for (args, expected) in cases {
        assert_eq!(rejected(args), expected, "{args:?}");
    }
}

#[test]
fn the_help_lists_the_new_commands_and_levels() {
    let help = ok(&["--help"]);
    assert!(
        help.contains("tictactoe best [--engine E] [--level L] [--seed S] BOARD"),
        "{help}"
    );
    assert!(
        help.contains("tictactoe match --x L --o L [--games N] [--seed S] [--json]"),
        "{help}"
    );
    assert!(
        help.contains("Levels (L): random, easy, medium, hard, perfect"),
        "{help}"
    );
}

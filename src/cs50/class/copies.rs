//! Pairs of students whose functions are the same once names, comments and whitespace are set aside
//! (see `fingerprint.rs`), for a teacher to read. Short functions converge on their own, so only
//! functions of [`LEAST_TOKENS`] tokens or more are compared, and a pair is a prompt to look, never a
//! verdict.

use std::collections::BTreeMap;

use super::row::Row;

/// The fewest tokens a function must have to be compared: `return winner(board) is not None` has 8,
/// a plain `minimax` over a hundred.
pub const LEAST_TOKENS: usize = 24;

/// A function the same in two files: its name in the first's, in the second's, and its tokens.
type Same = (String, String, usize);

/// Two students' functions that are the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pair {
    /// The two students, in name order.
    pub students: (String, String),
    /// Each function the same in both: its name in the first's file, in the second's, and its tokens.
    pub functions: Vec<Same>,
}

impl Pair {
    /// How many tokens of theirs are the same.
    pub fn tokens(&self) -> usize {
        self.functions.iter().map(|(_, _, tokens)| tokens).sum()
    }
}

/// Every pair of `rows` that share a function, the pairs sharing the most first.
pub fn pairs(rows: &[Row]) -> Vec<Pair> {
    // Each fingerprint's holders: the student's place and the function's name there.
    let mut holders: BTreeMap<&str, Vec<(usize, &str, usize)>> = BTreeMap::new();
    for (at, row) in rows.iter().enumerate() {
        for found in row.fingerprints.iter().filter(|found| found.tokens >= LEAST_TOKENS) {
            let same = holders.entry(&found.hash).or_default();
            // A function written twice in one file is one.
            if !same.iter().any(|(holder, _, _)| *holder == at) {
                same.push((at, &found.function, found.tokens));
            }
        }
    }
    let mut found: BTreeMap<(usize, usize), Vec<Same>> = BTreeMap::new();
    for same in holders.values() {
        for (first, rest) in same.iter().enumerate().map(|(at, first)| (first, &same[at + 1..])) {
            for second in rest {
                let ((a, name_a, tokens), (b, name_b, _)) = match first.0 < second.0 {
                    true => (*first, *second),
                    false => (*second, *first),
                };
                found
                    .entry((a, b))
                    .or_default()
                    .push((name_a.to_string(), name_b.to_string(), tokens));
            }
        }
    }
    let mut pairs: Vec<Pair> = found
        .into_iter()
        .map(|((a, b), mut functions)| {
            functions.sort();
            Pair {
                students: (rows[a].name.clone(), rows[b].name.clone()),
                functions,
            }
        })
        .collect();
    pairs.sort_by(|a, b| b.tokens().cmp(&a.tokens()).then_with(|| a.students.cmp(&b.students)));
    pairs
}

#[cfg(test)]
mod tests {
    use super::super::fingerprint::fingerprints;
    use super::super::row::Verdict;
    use super::*;
    use crate::lang::Said;

    fn row(name: &str, source: &str) -> Row {
        Row {
            name: name.into(),
            verdict: Verdict::NotChecked(Said::default()),
            flags: Vec::new(),
            seconds: 0.0,
            fingerprints: fingerprints(source),
            beside: Vec::new(),
        }
    }

    const MINIMAX: &str = "def minimax(board):\n    best = None\n    for action in actions(board):\n        value = min_value(result(board, action))\n        if best is None or value > best[0]:\n            best = (value, action)\n    return best[1]\n";

    #[test]
    fn students_whose_long_functions_match_after_renaming_are_paired_and_short_ones_are_not() {
        let renamed = MINIMAX
            .replace("best", "top")
            .replace("value", "score")
            .replace("minimax", "choose");
        let rows = [
            row(
                "alice",
                &format!("{MINIMAX}def terminal(board):\n    return winner(board) is not None\n"),
            ),
            row(
                "bob",
                "def minimax(board):\n    return None\n\ndef terminal(board):\n    return winner(board) is not None\n",
            ),
            row("carol", &format!("# mine\n{renamed}")),
        ];
        let pairs = pairs(&rows);
        assert_eq!(
            pairs,
            [Pair {
                students: ("alice".into(), "carol".into()),
                functions: vec![("minimax".into(), "choose".into(), pairs[0].tokens())],
            }]
        );
        assert!(pairs[0].tokens() >= LEAST_TOKENS);
    }
}

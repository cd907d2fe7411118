//! `--shard K/N`: one of N disjoint parts of a class, each student in exactly one, decided by their
//! name alone, so that N jobs on as many machines grade the whole class between them whatever order each
//! finds the students in.

use super::fingerprint::fnv1a;

/// Part `k` of `n`, counted from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub k: u32,
    pub n: u32,
}

impl Shard {
    /// `K/N`, with 1 ≤ K ≤ N ≤ 10,000; `None` otherwise.
    pub fn parse(text: &str) -> Option<Shard> {
        let (k, n) = text.split_once('/')?;
        let (k, n): (u32, u32) = (k.trim().parse().ok()?, n.trim().parse().ok()?);
        (1 <= k && k <= n && n <= 10_000).then_some(Shard { k, n })
    }

    /// Whether the student named `name` is in this part.
    pub fn holds(self, name: &str) -> bool {
        fnv1a(name.as_bytes()) % u64::from(self.n) == u64::from(self.k - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parts_of_a_class_are_disjoint_and_together_the_whole() {
        let names: Vec<String> = (0..500).map(|i| format!("section-{}/student-{i}", i % 7)).collect();
        for n in [1, 2, 3, 8] {
            let parts: Vec<Shard> = (1..=n).map(|k| Shard { k, n }).collect();
            for name in &names {
                assert_eq!(parts.iter().filter(|part| part.holds(name)).count(), 1, "{name} in {n}");
            }
            // No part is empty or holds nearly all.
            for part in &parts {
                let held = names.iter().filter(|name| part.holds(name)).count();
                assert!(held > 500 / n as usize / 2, "{part:?}: {held}");
            }
        }
    }

    #[test]
    fn only_a_part_that_exists_is_read() {
        assert_eq!(Shard::parse("2/3"), Some(Shard { k: 2, n: 3 }));
        for bad in ["0/3", "4/3", "3", "1/0", "a/b", "-1/2", "1/20000", ""] {
            assert_eq!(Shard::parse(bad), None, "{bad}");
        }
    }
}

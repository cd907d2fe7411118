//! The smallest strategy, found and proved by an exact search (branch and bound, std only).
//!
//! The positions the side may meet, alike ones once, are numbered. Each offers options: its moves that
//! keep the outcome, one per class of moves alike under the position's own symmetries, each with the
//! set of positions it leads to once the other side has replied (every reply). A strategy is a set of
//! positions closed under one chosen option each, and its size is how many positions it holds. The
//! search keeps the positions a strategy must hold so far, and before each choice adds what every
//! option of a position forces (the positions all its options lead to, and the one option of a
//! position that has only one). It then chooses the open position with the fewest options and tries
//! each, the ones adding the fewest new positions first, and abandons a branch as soon as what it
//! must hold, plus the least any open position still adds, is no smaller than the best strategy
//! found. When the search ends, every branch has been followed to a strategy or abandoned by that
//! bound, so no smaller strategy exists: that is the proof, and `Proof` says how much it took.

use std::collections::{BTreeMap, HashMap};

use super::{Moves, Opening, keeping};
use crate::board::{Board, Cell, Cells, Player, Symmetry, canonical};

/// What the size of a strategy counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counting {
    /// The positions where the side chooses a move.
    Choices,
    /// Those, and the finished positions the other side's replies lead to: the vertices of Lomont's
    /// model, which his solver minimised.
    WithFinished,
}

/// How the search proved its strategy the smallest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// What was counted.
    pub counting: Counting,
    /// How many positions the side may meet following some strategy that keeps the outcome, alike
    /// ones once: what the search chose among.
    pub candidates: usize,
    /// How many choices the search made before it had followed or abandoned every branch.
    pub choices: u64,
    /// The size of the strategy found, as counted, which no strategy undercuts.
    pub size: usize,
}

/// A set of positions by number: at most 512.
type Set = [u64; 8];

fn insert(set: &mut Set, at: usize) {
    set[at / 64] |= 1 << (at % 64);
}

fn contains(set: &Set, at: usize) -> bool {
    set[at / 64] & (1 << (at % 64)) != 0
}

fn count(set: &Set) -> usize {
    set.iter().map(|word| word.count_ones() as usize).sum()
}

fn union(a: &Set, b: &Set) -> Set {
    std::array::from_fn(|i| a[i] | b[i])
}

/// How many of `b`'s positions `a` lacks.
fn missing(a: &Set, b: &Set) -> usize {
    a.iter().zip(b).map(|(a, b)| (b & !a).count_ones() as usize).sum()
}

/// One option of a position: a move and the positions it leads to.
struct Branch {
    cell: Cell,
    leads_to: Set,
}

/// The positions the side may meet, with their options.
struct Positions {
    boards: Vec<Board>,
    options: Vec<Vec<Branch>>,
    /// The positions every strategy starts from.
    start: Set,
}

impl Positions {
    /// Every position `side` may meet from its first ones when it keeps the outcome, numbered as met.
    fn of(side: Player, opening: Option<Opening>, counting: Counting) -> Positions {
        let first: Vec<Board> = match side {
            Player::X => vec![Board::EMPTY],
            Player::O => Cells::ALL
                .into_iter()
                .filter_map(|cell| Board::EMPTY.play(cell).ok())
                .collect(),
        };
        let mut numbers: HashMap<Board, usize> = HashMap::new();
        let mut boards: Vec<Board> = Vec::new();
        let mut number = |board: Board, boards: &mut Vec<Board>| {
            let class = canonical(board).board;
            *numbers.entry(class).or_insert_with(|| {
                boards.push(class);
                boards.len() - 1
            })
        };
        let mut start = [0; 8];
        for board in first {
            insert(&mut start, number(board, &mut boards));
        }
        let mut options: Vec<Vec<Branch>> = Vec::new();
        while options.len() < boards.len() {
            let board = boards[options.len()];
            let moves: Vec<Cell> = match (board.marks(), opening) {
                _ if board.is_terminal() => Vec::new(),
                (0, Some(opening)) => vec![opening.cell()],
                _ => distinct(board, keeping(board)),
            };
            let found = moves
                .into_iter()
                .map(|cell| {
                    let mut leads_to = [0; 8];
                    for reply in replies(board, cell, counting) {
                        insert(&mut leads_to, number(reply, &mut boards));
                    }
                    Branch { cell, leads_to }
                })
                .collect();
            options.push(found);
        }
        assert!(boards.len() <= 512, "a set holds 512 positions");
        Positions { boards, options, start }
    }
}

/// The moves of `moves` on `board`, one of each class alike under the board's own symmetries.
fn distinct(board: Board, moves: impl Iterator<Item = Cell>) -> Vec<Cell> {
    let own: Vec<Symmetry> = Symmetry::ALL.into_iter().filter(|s| s.apply(board) == board).collect();
    let mut kept: Vec<Cell> = Vec::new();
    for cell in moves {
        if !kept.iter().any(|&k| own.iter().any(|s| s.apply_cell(cell) == k)) {
            kept.push(cell);
        }
    }
    kept
}

/// The positions after `cell` on `board` and any reply: the unfinished ones, where the side moves next,
/// and when counted, the finished ones.
fn replies(board: Board, cell: Cell, counting: Counting) -> Vec<Board> {
    let Ok(after) = board.play(cell) else {
        return Vec::new();
    };
    if after.is_terminal() {
        return Vec::new();
    }
    after
        .actions()
        .into_iter()
        .filter_map(|reply| after.play(reply).ok())
        .filter(|next| counting == Counting::WithFinished || !next.is_terminal())
        .collect()
}

/// The search's state: what the strategy must hold, and the option taken at each position decided.
#[derive(Clone)]
struct Partial {
    held: Set,
    chosen: BTreeMap<usize, usize>,
}

/// The search.
struct Search<'a> {
    positions: &'a Positions,
    best: Option<Partial>,
    best_size: usize,
    choices: u64,
    /// The states already followed, by what they hold and which of it is decided: two branches that
    /// reach the same state have the same strategies ahead.
    seen: std::cell::RefCell<std::collections::HashSet<(Set, Set)>>,
    /// Whether the search abandons branches early: by what open positions must still add, and by
    /// states already followed. Without, it abandons a branch only once it holds as many positions as
    /// the best strategy found, which the tests compare with.
    sharp: bool,
}

/// A state of the search as far as what lies ahead goes: what it holds, and which of it is decided.
fn key(partial: &Partial) -> (Set, Set) {
    let mut decided = [0; 8];
    for &at in partial.chosen.keys() {
        insert(&mut decided, at);
    }
    (partial.held, decided)
}

impl Search<'_> {
    /// Adds what is forced, then follows each choice of the open position with the fewest options.
    fn follow(&mut self, mut partial: Partial) {
        let Some(open) = self.settle(&mut partial) else {
            return;
        };
        let Some(&at) = open.iter().min_by_key(|&&at| self.positions.options[at].len()) else {
            self.best_size = count(&partial.held);
            self.best = Some(partial);
            return;
        };
        let options = &self.positions.options[at];
        let mut order: Vec<usize> = (0..options.len()).collect();
        order.sort_by_key(|&option| missing(&partial.held, &options[option].leads_to));
        for option in order {
            self.choices += 1;
            let mut next = partial.clone();
            next.held = union(&next.held, &options[option].leads_to);
            next.chosen.insert(at, option);
            self.follow(next);
        }
    }

    /// The fewest positions the open positions of `partial` must still add: for open positions whose
    /// options' new positions share none, each adds at least its option's fewest, and these add up.
    fn least_added(&self, partial: &Partial, open: &[usize]) -> usize {
        let mut needs: Vec<(usize, Set)> = open
            .iter()
            .filter(|at| !partial.chosen.contains_key(at))
            .map(|&at| {
                let options = &self.positions.options[at];
                let fewest = options
                    .iter()
                    .map(|c| missing(&partial.held, &c.leads_to))
                    .min()
                    .unwrap_or(0);
                let new: Set = options
                    .iter()
                    .map(|c| std::array::from_fn(|i| c.leads_to[i] & !partial.held[i]))
                    .fold([0; 8], |a: Set, b: Set| union(&a, &b));
                (fewest, new)
            })
            .filter(|&(fewest, _)| fewest > 0)
            .collect();
        needs.sort_by_key(|&(fewest, _)| std::cmp::Reverse(fewest));
        let mut taken: Set = [0; 8];
        let mut added = 0;
        for (fewest, new) in needs {
            if missing(&new, &taken) == count(&taken) {
                added += fewest;
                taken = union(&taken, &new);
            }
        }
        added
    }

    /// Adds to `partial` what every strategy holding it must hold too, until nothing changes: the one
    /// option of a position with one, the positions all options of a position lead to. Returns the open
    /// positions, or `None` when the bound abandons the branch.
    fn settle(&self, partial: &mut Partial) -> Option<Vec<usize>> {
        loop {
            let open: Vec<usize> = (0..self.positions.boards.len())
                .filter(|&at| contains(&partial.held, at) && !partial.chosen.contains_key(&at))
                .collect();
            let mut changed = false;
            for &at in &open {
                let options = &self.positions.options[at];
                let common = options
                    .iter()
                    .map(|choice| choice.leads_to)
                    .reduce(|a, b| std::array::from_fn(|i| a[i] & b[i]))
                    .unwrap_or_default();
                if missing(&partial.held, &common) > 0 {
                    partial.held = union(&partial.held, &common);
                    changed = true;
                }
                if options.len() <= 1 {
                    partial.chosen.insert(at, 0);
                    changed = true;
                }
            }
            let least_added = match self.sharp {
                true => self.least_added(partial, &open),
                false => 0,
            };
            if count(&partial.held) + least_added >= self.best_size {
                return None;
            }
            if !changed {
                if self.sharp && !self.seen.borrow_mut().insert(key(partial)) {
                    return None;
                }
                let still_open = open.into_iter().filter(|at| !partial.chosen.contains_key(at));
                return Some(still_open.collect());
            }
        }
    }
}

/// The smallest strategy for `side` (X from `opening`) as `counting` counts, by canonical board, and its
/// proof.
pub fn search(side: Player, opening: Option<Opening>, counting: Counting) -> (Moves, Proof) {
    search_with(side, opening, counting, true)
}

/// The search, `sharp` or not (see [`Search::sharp`]).
fn search_with(side: Player, opening: Option<Opening>, counting: Counting, sharp: bool) -> (Moves, Proof) {
    let positions = Positions::of(side, opening, counting);
    let mut search = Search {
        positions: &positions,
        best: None,
        best_size: usize::MAX,
        choices: 0,
        seen: Default::default(),
        sharp,
    };
    search.follow(Partial {
        held: positions.start,
        chosen: BTreeMap::new(),
    });
    let best = search.best.expect("keeping the outcome everywhere is a strategy");
    let moves = best
        .chosen
        .iter()
        .filter(|&(&at, _)| contains(&best.held, at))
        .filter_map(|(&at, &option)| {
            let board = positions.boards[at];
            Some((board.number(), (board, positions.options[at].get(option)?.cell)))
        })
        .collect();
    let proof = Proof {
        counting,
        candidates: positions.boards.len(),
        choices: search.choices,
        size: search.best_size,
    };
    (moves, proof)
}

#[cfg(test)]
mod tests {
    use super::super::{Broken, Strategy, verify};
    use super::*;

    /// The minima of Chris Lomont's "Minimal Size Tic Tac Toe Trees" (2024), proved there with an SMT
    /// solver over his vertices: the positions where the side chooses, and the finished positions the
    /// other side's replies lead to (none for X). Counting only the positions where O chooses, 72
    /// suffice: his 75 vertices are 74 choices and 1 finished position, these 72 choices and 3.
    #[test]
    fn the_smallest_strategies_are_as_small_as_proved_elsewhere_and_never_lose() {
        let cases = [
            (Player::X, Some(Opening::Centre), 22, 22),
            (Player::X, Some(Opening::Corner), 30, 30),
            (Player::X, Some(Opening::Edge), 51, 51),
            (Player::O, None, 72, 75),
        ];
        for (side, opening, choices, vertices) in cases {
            let (strategy, proof) = Strategy::smallest(side, opening, Counting::Choices);
            assert_eq!(
                (strategy.positions(), proof.size),
                (choices, choices),
                "{side:?} {opening:?}: {proof:?}"
            );
            verify(&strategy).unwrap_or_else(|broken| panic!("{side:?} {opening:?}: {broken:?}"));
            let (strategy, proof) = Strategy::smallest(side, opening, Counting::WithFinished);
            assert_eq!(proof.size, vertices, "{side:?} {opening:?}: {proof:?}");
            verify(&strategy).unwrap_or_else(|broken| panic!("{side:?} {opening:?}: {broken:?}"));
        }
    }

    /// The bounds that make the search quick abandon no branch that could have led to a smaller
    /// strategy: without them, it finds the same sizes (X's edge opening, which takes seconds that way,
    /// left out).
    #[test]
    fn the_search_without_its_sharper_bounds_finds_the_same_sizes() {
        let cases = [
            (Player::X, Some(Opening::Centre)),
            (Player::X, Some(Opening::Corner)),
            (Player::O, None),
        ];
        for (side, opening) in cases {
            for counting in [Counting::Choices, Counting::WithFinished] {
                let (_, sharp) = search_with(side, opening, counting, true);
                let (_, plain) = search_with(side, opening, counting, false);
                assert_eq!(sharp.size, plain.size, "{side:?} {opening:?} {counting:?}");
                assert!(sharp.choices < plain.choices, "{sharp:?} {plain:?}");
            }
        }
    }

    #[test]
    fn a_strategy_with_one_move_broken_by_hand_fails_its_verification() {
        let (strategy, _) = Strategy::smallest(Player::X, Some(Opening::Centre), Counting::Choices);
        assert!(verify(&strategy).is_ok());
        // The first position of the strategy where some move would give the draw away, that move.
        let (board, cell) = strategy
            .entries()
            .find_map(|(board, _)| {
                let losing = board.actions().into_iter().find(|&cell| {
                    board
                        .play(cell)
                        .is_ok_and(|after| crate::table::outcome(after).winner == Some(Player::O))
                })?;
                Some((board, losing))
            })
            .expect("some position of X's has a move that loses");
        let broken = strategy.with_move(board, cell);
        // It is found on the first image of that position a game meets.
        let found = verify(&broken);
        assert!(
            matches!(found, Err(Broken::GivesAway(at, _)) if canonical(at).board == board),
            "{found:?}"
        );
        // A position left out is found too.
        let (first, _) = strategy.entries().nth(1).expect("two positions");
        assert!(matches!(verify(&strategy.without(first)), Err(Broken::NoMove(_))));
    }
}

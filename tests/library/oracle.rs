//! An oracle of its own: a small minimax over plain arrays, with its own lines, its own walk of the
//! game and its own counting of moves to the end, sharing no code with the crate's rules, searches
//! or table. A bug in the shared rules or scoring would change the table and both searches alike;
//! it cannot change this.

use std::collections::HashMap;

use tictactoe::{Board, Cell, Cells, Player, probe};

/// 0 empty, 1 X, 2 O; cells row-major.
type Grid = [u8; 9];

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

fn winner(grid: &Grid) -> u8 {
    LINES
        .iter()
        .find(|line| grid[line[0]] != 0 && line.iter().all(|&i| grid[i] == grid[line[0]]))
        .map_or(0, |line| grid[line[0]])
}

fn to_move(grid: &Grid) -> u8 {
    if grid.iter().filter(|&&c| c != 0).count() % 2 == 0 {
        1
    } else {
        2
    }
}

fn finished(grid: &Grid) -> bool {
    winner(grid) != 0 || grid.iter().all(|&c| c != 0)
}

/// Value from X's side (1, 0, -1) and the moves to the end: the winner takes the fewest, the loser
/// the most, and a draw fills the board.
type Solved = (i8, u8);

struct Oracle {
    solved: HashMap<Grid, Solved>,
}

impl Oracle {
    fn solve(&mut self, grid: Grid) -> Solved {
        if let Some(&known) = self.solved.get(&grid) {
            return known;
        }
        let result = if finished(&grid) {
            match winner(&grid) {
                1 => (1, 0),
                2 => (-1, 0),
                _ => (0, 0),
            }
        } else {
            let me = to_move(&grid);
            let children: Vec<Solved> = self
                .children(grid)
                .into_iter()
                .map(|(_, child)| self.solve(child))
                .collect();
            let best = children.into_iter().max_by_key(|&child| preference(me, child)).unwrap();
            (best.0, best.1 + 1)
        };
        self.solved.insert(grid, result);
        result
    }

    fn children(&self, grid: Grid) -> Vec<(usize, Grid)> {
        let me = to_move(&grid);
        (0..9)
            .filter(|&i| grid[i] == 0)
            .map(|i| {
                let mut child = grid;
                child[i] = me;
                (i, child)
            })
            .collect()
    }

    /// Every position the game reaches, by its own walk.
    fn walk(&self) -> Vec<Grid> {
        let mut seen = vec![[0; 9]];
        let mut next = 0;
        while next < seen.len() {
            let grid = seen[next];
            if !finished(&grid) {
                for (_, child) in self.children(grid) {
                    if !seen.contains(&child) {
                        seen.push(child);
                    }
                }
            }
            next += 1;
        }
        seen
    }
}

/// How much the side to move (`me`, 1 or 2) likes a child position: a win, then a draw, then a loss;
/// a sooner win, a later loss.
fn preference(me: u8, (value, plies): Solved) -> (i8, i16) {
    let mine = if me == 1 { value } else { -value };
    let speed = if mine > 0 { -(plies as i16) } else { plies as i16 };
    (mine, speed)
}

fn text(grid: &Grid) -> String {
    grid.iter().map(|&c| ['.', 'X', 'O'][c as usize]).collect()
}

#[test]
fn the_table_agrees_with_an_oracle_of_its_own_on_every_position() {
    let mut oracle = Oracle { solved: HashMap::new() };
    let grids = oracle.walk();
    assert_eq!(grids.len(), 5_478, "the oracle's own count of reachable positions");
    let mut finished_count = 0;
    for grid in &grids {
        let board: Board = text(grid).parse().expect("the oracle's positions are valid boards");
        let entry = probe(board);
        let (value, plies) = oracle.solve(*grid);
        assert_eq!(entry.outcome.value(), value, "value of {board}");
        assert_eq!(entry.outcome.plies, plies, "plies of {board}");
        let winner = match value {
            1 => Some(Player::X),
            -1 => Some(Player::O),
            _ => None,
        };
        assert_eq!(entry.outcome.winner, winner, "winner of {board}");

        // The best moves: every move whose child, one move further, keeps the value and plies.
        let best: Cells = oracle
            .children(*grid)
            .into_iter()
            .filter(|&(_, child)| {
                let (v, p) = oracle.solve(child);
                (v, p + 1) == (value, plies)
            })
            .map(|(i, _)| Cell::at(i).unwrap())
            .collect();
        assert_eq!(entry.best, best, "best moves of {board}");
        if finished(grid) {
            finished_count += 1;
            assert!(best.is_empty());
        }
    }
    assert_eq!(finished_count, 958);
}

#[test]
fn the_oracle_knows_the_famous_answers() {
    let mut oracle = Oracle { solved: HashMap::new() };
    // The empty board is a draw that fills the board.
    assert_eq!(oracle.solve([0; 9]), (0, 9));
    // XO./.X./... with O to move: X wins in 4 (O blocks at 2,2, X forks, O blocks one, X wins).
    let grid = [1, 2, 0, 0, 1, 0, 0, 0, 0];
    assert_eq!(oracle.solve(grid), (1, 4));
}

/// The course's Max-Value / Min-Value over the oracle's own arrays, written again from the course's
/// pseudocode: Utility 1, 0 or -1, the actions in cell order, every position counted as it is called;
/// with a window, `v = max(v, Min-Value(Result(s, a), α, β)); if v ≥ β: return v; α = max(α, v)` and
/// its mirror, -2 and 2 standing for the infinities. Returns the value and counts the calls.
fn course_value(grid: Grid, window: Option<(i8, i8)>, calls: &mut u64) -> i8 {
    *calls += 1;
    if finished(&grid) {
        return match winner(&grid) {
            1 => 1,
            2 => -1,
            _ => 0,
        };
    }
    let x = to_move(&grid) == 1;
    let (mut alpha, mut beta) = window.unwrap_or((-2, 2));
    let mut v = if x { -2 } else { 2 };
    for i in (0..9).filter(|&i| grid[i] == 0) {
        let mut child = grid;
        child[i] = if x { 1 } else { 2 };
        let child_window = window.map(|_| (alpha, beta));
        let value = course_value(child, child_window, calls);
        if x {
            v = v.max(value);
            if window.is_some() && v >= beta {
                return v;
            }
            alpha = alpha.max(v);
        } else {
            v = v.min(value);
            if window.is_some() && v <= alpha {
                return v;
            }
            beta = beta.min(v);
        }
    }
    v
}

/// The course's root: its own Max-Value (or Min-Value) call, and the first action, in cell order,
/// whose value is that call's `v` as the loop met it.
fn course_root(grid: Grid, alpha_beta: bool) -> (i8, Option<usize>, u64) {
    let mut calls = 1;
    if finished(&grid) {
        let mut ignored = 0;
        return (course_value(grid, None, &mut ignored), None, calls);
    }
    let x = to_move(&grid) == 1;
    let (mut alpha, mut beta) = (-2, 2);
    let (mut v, mut choice) = (if x { -2 } else { 2 }, None);
    for i in (0..9).filter(|&i| grid[i] == 0) {
        let mut child = grid;
        child[i] = if x { 1 } else { 2 };
        let value = course_value(child, alpha_beta.then_some((alpha, beta)), &mut calls);
        if (x && value > v) || (!x && value < v) {
            (v, choice) = (value, Some(i));
        }
        if x {
            alpha = alpha.max(v);
        } else {
            beta = beta.min(v);
        }
    }
    (v, choice, calls)
}

#[test]
fn the_courses_two_searches_agree_with_an_oracle_of_their_own_on_every_position() {
    use tictactoe::engines::Rung;
    let oracle = Oracle { solved: HashMap::new() };
    let grids = oracle.walk();
    let mut compared = 0;
    for grid in &grids {
        let board: Board = text(grid).parse().unwrap();
        for (rung, alpha_beta) in [(Rung::CourseMinimax, false), (Rung::CourseAlphaBeta, true)] {
            let (value, choice, calls) = course_root(*grid, alpha_beta);
            let found = rung.search(board);
            assert_eq!(found.found.value(), value, "{} value of {board}", rung.name());
            assert_eq!(found.score.get(), value, "{} score of {board}", rung.name());
            assert_eq!(found.nodes, calls, "{} positions visited from {board}", rung.name());
            assert_eq!(
                found.choice,
                choice.map(|i| Cell::at(i).unwrap()),
                "{} move on {board}",
                rung.name()
            );
            compared += 1;
        }
    }
    assert_eq!(compared, 2 * 5_478);
    // The counts the course's searches are known by, from the empty board.
    assert_eq!(course_root([0; 9], false).2, 549_946);
    assert_eq!(course_root([0; 9], true).2, 18_297);
}

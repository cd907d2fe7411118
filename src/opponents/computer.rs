//! The computer as an opponent: an engine finds what every legal move leads to (the table reads each
//! move's position, a live search searches it), and a level picks among the moves. Two facts are kept
//! apart: whether the engine's findings agree with the table, and which move the level chose, which
//! may be weaker than the best on purpose.

use web_time::Instant;

use super::level::{Judged, Level, worth};
use super::random::Random;
use crate::board::{Board, Cell, Found};
use crate::engines::{Decision, Engine};

/// Who plays for the computer: the engine that judges the moves and the level that picks one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Computer {
    /// How the moves are judged.
    pub engine: Engine,
    /// How one of them is picked.
    pub level: Level,
}

/// A move the computer chose, with the engine's findings and the level that chose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The engine's answer on the position, from its findings on every move: the position's outcome,
    /// the move the engine itself would play (the first of its best), every position it read or
    /// searched (the position and each move's), the time taken, and whether all of it agrees with
    /// the table. The level's pick does not enter into the agreement.
    pub decision: Decision,
    /// The level that picked the move.
    pub level: Level,
    /// The move played.
    pub cell: Cell,
}

impl Computer {
    /// The computer's move on `board`; `None` on a finished board.
    pub fn choose(self, board: Board, random: &mut Random) -> Option<Choice> {
        let (moves, decision) = judge(self.engine, board);
        let cell = self.level.choose(board, &moves, random)?;
        Some(Choice {
            decision,
            level: self.level,
            cell,
        })
    }
}

/// Every legal move on `board` with the outcome `engine` finds after it, and the engine's answer on
/// the position built from them (see [`Choice::decision`]). The engine must count moves (see
/// [`Engine::counts_moves`]): the levels weigh how soon a game ends.
pub fn judge(engine: Engine, board: Board) -> (Vec<Judged>, Decision) {
    let started = Instant::now();
    let mut moves = Vec::new();
    let (mut nodes, mut all_agree) = (1, true);
    let outcome = |found: Found| found.outcome().expect("the computer's engines count moves");
    for cell in board.actions() {
        let after = board.play(cell).expect("actions are legal");
        let found = engine.decide(after);
        nodes += found.nodes;
        all_agree &= found.agrees;
        moves.push((cell, outcome(found.found)));
    }
    let (found, choice) = match board.to_move() {
        None => (outcome(engine.decide(board).found), None),
        Some(mover) => {
            let (cell, after) = moves
                .iter()
                .copied()
                .rev()
                .max_by_key(|&(_, after)| worth(after, mover))
                .expect("an unfinished board has a move");
            (after.of_move(), Some(cell))
        }
    };
    let mut decision = Decision::new(engine, board, found.into(), choice, nodes, started.elapsed());
    decision.agrees &= all_agree;
    (moves, decision)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table;

    #[test]
    fn every_engine_judges_every_move_as_the_table_does() {
        let board: Board = "XO./.X./...".parse().unwrap();
        for engine in Engine::OFFERED {
            let (moves, decision) = judge(engine, board);
            assert_eq!(moves, table::moves(board).collect::<Vec<_>>(), "{engine}");
            assert!(decision.agrees, "{engine}");
            assert_eq!(decision.found, table::probe(board).outcome.into());
            assert_eq!(decision.choice, Some(Cell::new(2, 2)));
        }
    }

    #[test]
    fn minimax_judging_every_opening_visits_the_whole_game_tree() {
        // The empty board and the search below each of its nine moves: plain minimax's count.
        let (_, decision) = judge(Engine::MINIMAX, Board::EMPTY);
        assert_eq!(decision.nodes, 549_946);
        assert_eq!(decision.choice, Some(Cell::new(0, 0)));
    }

    #[test]
    fn a_weaker_move_on_purpose_still_agrees() {
        // Easy on a board where its casual move can lose: whatever it plays, the engine agrees.
        let board: Board = "X........".parse().unwrap();
        let computer = Computer {
            engine: Engine::ALPHABETA,
            level: Level::Easy,
        };
        let mut weaker = 0;
        for seed in 0..50 {
            let choice = computer.choose(board, &mut Random::new(seed)).unwrap();
            assert!(choice.decision.agrees);
            assert_eq!(choice.decision.choice, Some(Cell::new(1, 1)), "the engine's own move");
            weaker += usize::from(!table::probe(board).best.contains(choice.cell));
        }
        assert!(weaker > 0, "easy sometimes plays a move that loses");
    }

    #[test]
    fn no_move_on_a_finished_board() {
        let board: Board = "XXX/OO./...".parse().unwrap();
        let computer = Computer {
            engine: Engine::Table,
            level: Level::Perfect,
        };
        assert_eq!(computer.choose(board, &mut Random::new(0)), None);
        let (moves, decision) = judge(Engine::MINIMAX, board);
        assert!(moves.is_empty() && decision.agrees && decision.choice.is_none());
    }
}

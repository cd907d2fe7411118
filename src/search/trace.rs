//! A search recorded as a tree: every position it visited in the order it visited them, with the move
//! that led there, the window it was searched with, the score it returned and whether that score is
//! exact or a bound, and the moves alpha-beta never searched with the sibling that cut them off. The
//! command line prints it (`tictactoe tree`); the window's explorer walks it.

use std::ops::Range;

use super::{Bound, Cut, Observer, Score, Scoring, SearchResult};
use crate::board::{Board, Cell, Player};
use crate::lang::Lang;

/// A node's place in the trace: its position in visit order, the root 0.
pub type NodeId = u32;

/// One entry of a trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The position it came from; `None` for the root.
    pub parent: Option<NodeId>,
    /// The move that led here from the parent; `None` for the root.
    pub cell: Option<Cell>,
    /// The position.
    pub board: Board,
    /// Moves below the root.
    pub depth: u8,
    /// What the search did with it.
    pub visit: Visit,
}

/// Whether the search visited a position or cut it off unseen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visit {
    /// Visited: what the search found.
    Searched(Searched),
    /// Never searched: the sibling before it closed the parent's window (or won at once).
    Pruned {
        /// The sibling whose score stopped the search of the parent's moves.
        by: NodeId,
        /// Why it stopped.
        reason: Cut,
    },
}

/// What the search found at a position it visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Searched {
    /// The window `(alpha, beta)` its moves were searched with; `None` for plain minimax.
    pub window: Option<(Score, Score)>,
    /// What the search returned for it, from X's side.
    pub score: Score,
    /// Whether that score is the position's own or a bound on it.
    pub bound: Bound,
    /// Whether a transposition table answered for it.
    pub remembered: bool,
}

impl Node {
    /// What the search found here; `None` if it never searched the position.
    pub fn searched(&self) -> Option<&Searched> {
        match &self.visit {
            Visit::Searched(searched) => Some(searched),
            Visit::Pruned { .. } => None,
        }
    }
}

/// A whole search, recorded.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    nodes: Vec<Node>,
    /// One past the end of each node's subtree: in visit order a subtree is one run of ids.
    ends: Vec<NodeId>,
    /// How many pruned entries come before each id, so a subtree's count is one subtraction.
    pruned_before: Vec<NodeId>,
}

impl Trace {
    /// Records the search `run` makes, and returns what it found with the trace.
    pub fn record(run: impl FnOnce(&mut Tracer) -> SearchResult) -> (SearchResult, Trace) {
        let mut tracer = Tracer::default();
        let found = run(&mut tracer);
        (found, tracer.finish())
    }

    fn from_nodes(nodes: Vec<Node>) -> Trace {
        let mut sizes = vec![1; nodes.len()];
        for (id, node) in nodes.iter().enumerate().rev() {
            if let Some(parent) = node.parent {
                sizes[parent as usize] += sizes[id];
            }
        }
        let ends = sizes
            .iter()
            .enumerate()
            .map(|(id, size)| (id + size) as NodeId)
            .collect();
        let mut pruned_before = Vec::with_capacity(nodes.len() + 1);
        let mut pruned = 0;
        for node in &nodes {
            pruned_before.push(pruned);
            pruned += node.searched().is_none() as NodeId;
        }
        pruned_before.push(pruned);
        Trace {
            nodes,
            ends,
            pruned_before,
        }
    }

    /// Every entry, in visit order.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The entry `id`.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id as usize]
    }

    /// The ids of `id` and everything below it.
    pub fn subtree(&self, id: NodeId) -> Range<NodeId> {
        id..self.ends[id as usize]
    }

    /// The entries directly below `id`, in visit order (pruned ones after the sibling that cut them).
    pub fn children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let end = self.ends[id as usize];
        let first = (id + 1 < end).then_some(id + 1);
        std::iter::successors(first, move |&child| {
            let next = self.ends[child as usize];
            (next < end).then_some(next)
        })
    }

    /// Positions the search visited in the subtree of `id`, `id` included.
    pub fn visited_in(&self, id: NodeId) -> u64 {
        let range = self.subtree(id);
        (range.end - range.start - self.pruned_in(id) as NodeId) as u64
    }

    /// Moves in the subtree of `id` the search never searched.
    pub fn pruned_in(&self, id: NodeId) -> u64 {
        let range = self.subtree(id);
        (self.pruned_before[range.end as usize] - self.pruned_before[range.start as usize]) as u64
    }

    /// The ids of the visited positions, in the order the search reached them.
    pub fn visit_order(&self) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.nodes.len() as NodeId).filter(|&id| self.node(id).searched().is_some())
    }

    /// The entries from the root down to `id`, both included.
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path: Vec<NodeId> = std::iter::successors(Some(id), |&id| self.node(id).parent).collect();
        path.reverse();
        path
    }

    /// Why the search never looked at the pruned entry `id`, for people: "cut: v = +0 ≥ β = +0 after
    /// 1,2: X gets at least what O already allows elsewhere, so O never lets the game come here".
    /// `None` for a visited position.
    pub fn why_pruned(&self, id: NodeId, lang: Lang) -> Option<String> {
        let cut = self.cut_inequality(id, lang)?;
        let Visit::Pruned { reason, .. } = self.node(id).visit else {
            return None;
        };
        let mover = self.node(self.node(id).parent?).board.to_move()?;
        Some(match (reason, mover) {
            (Cut::WinsAtOnce, _) => lang.pick(format!("cut: {cut}"), format!("剪枝：{cut}")),
            (_, Player::X) => lang.pick(
                format!(
                    "cut: {cut}: X gets at least what O already allows elsewhere, so O never lets the game come here"
                ),
                format!("剪枝：{cut}：X 在这里至少能得到 O 在别处已经允许的结果，所以 O 绝不会让对局走到这里"),
            ),
            (_, Player::O) => lang.pick(
                format!(
                    "cut: {cut}: O holds X to at most what X already has elsewhere, so X never lets the game come here"
                ),
                format!("剪枝：{cut}：O 在这里至多让 X 得到它在别处已有的结果，所以 X 绝不会让对局走到这里"),
            ),
        })
    }

    /// The cut that left the pruned entry `id` out, short: "v = +0 ≥ β = +0 after 1,2", or "1,2 wins
    /// at once for X". `None` for a visited position.
    pub fn cut_inequality(&self, id: NodeId, lang: Lang) -> Option<String> {
        let Visit::Pruned { by, reason } = self.node(id).visit else {
            return None;
        };
        let parent = self.node(self.node(id).parent?);
        let sibling = self.node(by);
        let (v, cell) = (sibling.searched()?.score.signed(), sibling.cell?);
        let mover = parent.board.to_move()?;
        if reason == Cut::WinsAtOnce {
            return Some(lang.pick(
                format!("{cell} wins at once for {mover}"),
                format!("{cell} 让 {mover} 立即获胜"),
            ));
        }
        let (alpha, beta) = parent.searched()?.window?;
        Some(match mover {
            Player::X => lang.pick(
                format!("v = {v} ≥ β = {} after {cell}", beta.signed()),
                format!("走 {cell} 后 v = {v} ≥ β = {}", beta.signed()),
            ),
            Player::O => lang.pick(
                format!("v = {v} ≤ α = {} after {cell}", alpha.signed()),
                format!("走 {cell} 后 v = {v} ≤ α = {}", alpha.signed()),
            ),
        })
    }
}

/// The observer that records a trace.
#[derive(Debug, Default)]
pub struct Tracer {
    nodes: Vec<Node>,
    /// The positions entered and not yet left, innermost last.
    open: Vec<NodeId>,
    /// The position left last: the sibling that closed the window, when moves are pruned.
    left_last: Option<NodeId>,
}

impl Tracer {
    /// The trace of the search this tracer heard.
    pub fn finish(self) -> Trace {
        Trace::from_nodes(self.nodes)
    }
}

impl Observer for Tracer {
    fn enter(&mut self, board: Board, cell: Option<Cell>, window: Option<(Score, Score)>) {
        let parent = self.open.last().copied();
        let depth = parent.map_or(0, |p| self.nodes[p as usize].depth + 1);
        self.open.push(self.nodes.len() as NodeId);
        self.nodes.push(Node {
            parent,
            cell,
            board,
            depth,
            visit: Visit::Searched(Searched {
                window,
                score: Scoring::Fastest.draw(),
                bound: Bound::Exact,
                remembered: false,
            }),
        });
    }

    fn leave(&mut self, score: Score, bound: Bound) {
        let id = self.open.pop().expect("every leave follows an enter");
        if let Visit::Searched(searched) = &mut self.nodes[id as usize].visit {
            searched.score = score;
            searched.bound = bound;
        }
        self.left_last = Some(id);
    }

    fn cut(&mut self, reason: Cut, rest: impl Iterator<Item = Cell>) {
        let parent = *self.open.last().expect("moves are pruned inside a position");
        let by = self.left_last.expect("a sibling was searched before the cut");
        let Node { board, depth, .. } = self.nodes[parent as usize];
        for cell in rest {
            self.nodes.push(Node {
                parent: Some(parent),
                cell: Some(cell),
                board: board.play(cell).expect("pruned moves are legal"),
                depth: depth + 1,
                visit: Visit::Pruned { by, reason },
            });
        }
    }

    fn remembered(&mut self, _: Score, _: Bound) {
        let id = *self.open.last().expect("a remembered position was entered");
        if let Visit::Searched(searched) = &mut self.nodes[id as usize].visit {
            searched.remembered = true;
        }
    }
}

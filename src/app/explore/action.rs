//! What can happen in the Explore tab: a person's request, or the clock's, and the answers of its work.

use super::{Guess, Recording, YourTrace};
use crate::app::widgets::speed::Speed;
use crate::board::Board;
use crate::engines::Rung;
use crate::search::NodeId;

/// A request in the Explore tab.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Record a search of a position for the explorer: any rung of the enhancement ladder.
    Record(Board, Rung),
    /// Record the position on the game's board for the explorer, with the explorer's search.
    RecordGame,
    /// Record the position asked for with another search, following the game if it did.
    SetSearch(Rung),
    /// Open or close a row of the explorer's tree.
    Expand(NodeId, bool),
    /// Select a node of the explorer's tree (its rows above open so it shows) and take the program
    /// to it.
    Select(NodeId),
    /// Go to a step of the program: the search's steps in order.
    Step(usize),
    /// Let the steps run on their own, or stop them.
    RunSteps(bool),
    /// The next step, run on its own.
    RunStep,
    /// How fast the steps run.
    SetStepSpeed(Speed),
    /// Replay this node's principal line on the explorer's board, the program staying at its step.
    ReplayLine(NodeId),
    /// Stop replaying the line, or leave the line replayed, and show the program's step again.
    StopReplay,
    /// Show the explorer's whole finished search at every step, or only what the program has reached.
    ShowFinished(bool),
    /// Ask for a prediction before each step that reveals a return or a cut, or stop asking.
    SetPredict(bool),
    /// The learner's prediction for the question waiting.
    Predict(Guess),
    /// Reveal the step asked about without predicting it.
    SkipQuestion,
    /// Record the explorer's search from a small position (3 to 5 empty cells), another each time.
    SuggestPosition,
    /// Show the learner's own search in the explorer, beside the course's, or a search of ours.
    ShowYourSearch(bool),
    /// Trace the learner's search again.
    TraceYourSearch,
    /// Stop tracing the learner's search.
    StopYourSearch,
    /// Show this row of the learner's calls beside the course's.
    YourRow(usize),
}

/// What the tab's background work hands back.
#[derive(Debug)]
pub enum Answer {
    /// A search recorded for the explorer; `None` when the recording was stopped before it ended.
    Recording(Option<Box<Recording>>),
    /// The learner's `minimax` traced beside the course's search.
    YourSearch(Box<YourTrace>),
}

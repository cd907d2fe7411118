//! The class's pseudocode (Max-Value for X, Min-Value for O; `v`, `α`, `β`) as each search runs it,
//! with what this project's code does written in where it does it: the move order, the transposition
//! table and its symmetry, a finished position scored by how soon it ended, the loop ending on a move
//! that wins at once. Each line that a step of the search executes is tagged with that step's event,
//! so the line a step names is found here and can never drift from the text printed.

use std::fmt;

use super::{Algorithm, Key, MoveOrder, Scoring};
use crate::board::Player;
use crate::lang::{Both, Lang};
use crate::output::wrap::wrap;

/// What kind of step of a search a line carries out; each kind names one line of the pseudocode in
/// each function. A step's [`Event`](super::Event) holds the kind's data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EventKind {
    /// The call starts.
    Call,
    /// The board is finished: `v` is its score.
    Terminal,
    /// A transposition table answered the call.
    Remembered,
    /// An action is about to be searched.
    Try,
    /// The action's call returned and `v` took it in.
    Value,
    /// α rose (X's call).
    Alpha,
    /// β fell (O's call).
    Beta,
    /// The loop ended early: the move just searched wins at once, or `v` reached the other side's
    /// bound (β for X, α for O).
    Cut,
    /// The call returns `v`.
    Return,
}

impl EventKind {
    /// The name `steps --json` gives the event.
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Call => "call",
            EventKind::Terminal => "terminal",
            EventKind::Remembered => "remembered",
            EventKind::Try => "try",
            EventKind::Value => "value",
            EventKind::Alpha => "alpha",
            EventKind::Beta => "beta",
            EventKind::Cut => "cut",
            EventKind::Return => "return",
        }
    }
}

/// The class's name of the function a side's turn runs: Max-Value for X, Min-Value for O.
pub fn function_name(player: Player) -> &'static str {
    match player {
        Player::X => "Max-Value",
        Player::O => "Min-Value",
    }
}

/// One line of pseudocode, and the event it carries out in the function it belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The code, indented as written.
    pub code: String,
    /// What it means here, for people; empty if it needs nothing.
    pub comment: Both,
    /// The function it is in (X runs Max-Value, O Min-Value); `None` outside both.
    pub function: Option<Player>,
    /// The step that executes it, if one does.
    pub event: Option<EventKind>,
}

impl Line {
    fn blank() -> Line {
        Line {
            code: String::new(),
            comment: Both::default(),
            function: None,
            event: None,
        }
    }
}

/// A search's pseudocode, lines numbered from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pseudocode {
    lines: Vec<Line>,
    /// Whether it is the course's own, which scores with Utility (1, 0, -1) and returns from the line
    /// that ends a call (`if Terminal(s): return Utility(s)`, `if v ≥ β: return v`), rather than always
    /// from its last line.
    course: bool,
}

impl Pseudocode {
    /// The pseudocode of `algorithm`.
    pub fn of(algorithm: Algorithm) -> Pseudocode {
        let course = algorithm.scoring() == Scoring::Course;
        let mut lines = Vec::new();
        for player in [Player::X, Player::O] {
            function(&mut lines, algorithm, player);
            lines.push(Line::blank());
        }
        let mut note = |comment: Both| {
            lines.push(Line {
                comment,
                ..Line::blank()
            })
        };
        if let Algorithm::AlphaBeta(scoring, _, key) = algorithm {
            note(match scoring {
                Scoring::Course => Both::new(
                    "At the root α = −∞ and β = +∞. Here −∞ and +∞ are −2 and +2: no score reaches them.",
                    "根结点处 α = −∞，β = +∞。这里的 −∞ 和 +∞ 取 −2 和 +2：任何分数都达不到。",
                ),
                Scoring::Fastest => Both::new(
                    "At the root α = −∞ and β = +∞. Here −∞ and +∞ are −10 and +10: no score reaches them.",
                    "根结点处 α = −∞，β = +∞。这里的 −∞ 和 +∞ 取 −10 和 +10：任何分数都达不到。",
                ),
            });
            match key {
                None => {}
                Some(Key::Board) => note(Both::new(
                    "T(s): what the transposition table holds for s, fresh for each search.",
                    "T(s)：置换表为 s 保存的内容，每次搜索都从空表开始。",
                )),
                Some(Key::Symmetry) => note(Both::new(
                    "T(s): what the transposition table holds for s's class, its eight rotations and reflections, fresh for each search; an action kept there is turned back into s's cells.",
                    "T(s)：置换表为 s 所在的对称类（它的 8 种旋转与翻转）保存的内容，每次搜索都从空表开始；表中保存的动作会变换回 s 的格子。",
                )),
            }
        }
        note(match course {
            true => Both::new(
                "At the root, X plays the first action a whose Min-Value(Result(s, a)) is its v; O the first whose Max-Value(Result(s, a)) is.",
                "在根结点，X 走第一个使 Min-Value(Result(s, a)) 等于其 v 的动作 a；O 走第一个使 Max-Value(Result(s, a)) 等于其 v 的动作。",
            ),
            false => Both::new(
                "The root plays the first action that gives its v.",
                "根结点走第一个得出其 v 的动作。",
            ),
        });
        Pseudocode { lines, course }
    }

    /// Whether it is the course's own: scores are Utility's 1, 0 and -1.
    pub fn is_course(&self) -> bool {
        self.course
    }

    /// Every line, the first numbered 1.
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// The number (from 1) of the line a call of `player`'s function returns from, when its last step
    /// before returning was `last`: the course's pseudocode returns where it stops.
    pub fn return_line(&self, player: Player, last: EventKind) -> Option<u8> {
        match (self.course, last) {
            (true, EventKind::Terminal | EventKind::Cut) => self.line_of(player, last),
            _ => self.line_of(player, EventKind::Return),
        }
    }

    /// The number (from 1) of the note that says how the root chooses its move: the last line that is
    /// a comment alone.
    pub fn root_note(&self) -> Option<u8> {
        self.lines
            .iter()
            .rposition(|line| line.code.is_empty() && !line.comment.is_empty())
            .map(|at| (at + 1) as u8)
    }

    /// The number (from 1) of the line that `event` executes in `player`'s function.
    pub fn line_of(&self, player: Player, event: EventKind) -> Option<u8> {
        self.lines
            .iter()
            .position(|line| line.function == Some(player) && line.event == Some(event))
            .map(|at| (at + 1) as u8)
    }
}

impl Pseudocode {
    /// The pseudocode as `tictactoe pseudocode` prints it, its comments in `lang`: numbered lines, each
    /// comment after its code in a column of its own and wrapped to fit, on lines without a number.
    pub fn text(&self, lang: Lang) -> String {
        let mut out = String::new();
        let _ = self.write(&mut out, lang);
        out
    }

    fn write(&self, f: &mut impl fmt::Write, lang: Lang) -> fmt::Result {
        let code_width = self
            .lines
            .iter()
            .map(|line| line.code.chars().count())
            .max()
            .unwrap_or(0);
        for (at, line) in self.lines.iter().enumerate() {
            let (code, column) = match line.code.is_empty() {
                true => (String::new(), 0),
                false => (format!("{:<code_width$}   ", line.code), code_width + 3),
            };
            let comment = wrap(line.comment.get(lang), WIDTH.saturating_sub(5 + column + 2).max(30));
            let mut comment = comment.iter();
            let first = comment.next().map_or(String::new(), |text| format!("▷ {text}"));
            writeln!(f, "{:>3}  {}", at + 1, format!("{code}{first}").trim_end())?;
            for more in comment {
                writeln!(f, "     {:column$}  {more}", "")?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Pseudocode {
    /// The pseudocode with its comments in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, Lang::En)
    }
}

/// How wide the printed pseudocode is, comments wrapped to fit.
const WIDTH: usize = 110;

/// Max-Value (for X) or Min-Value (for O). The course's (its scoring) is its pseudocode exactly,
/// nothing added: Utility 1, 0 or -1, the actions in any order (here the cells', row by row), and with
/// α and β `if v ≥ β: return v`. The project's adds what its code does where it does it: a finished
/// position scored by how soon it ended, move order, the loop ended by a move that wins at once, the
/// transposition table. Only Max-Value's lines carry comments: Min-Value mirrors it.
fn function(lines: &mut Vec<Line>, algorithm: Algorithm, player: Player) {
    let x = player == Player::X;
    let mut writer = Writer {
        course: algorithm.scoring() == Scoring::Course,
        alpha_beta: matches!(algorithm, Algorithm::AlphaBeta(..)),
        table: matches!(algorithm, Algorithm::AlphaBeta(_, _, Some(_))),
        x,
        lines: Vec::new(),
        player,
    };
    let name = function_name(player);
    let window = writer.window();
    writer.line(
        format!("function {name}(s{window}):"),
        Both::new(
            "X to move; Min-Value is the same for O",
            "轮到 X 走；O 的 Min-Value 与此相同，只是方向相反",
        ),
        Some(EventKind::Call),
    );
    writer.finished();
    let order = match algorithm {
        Algorithm::AlphaBeta(_, order, _) => order,
        Algorithm::Minimax(_) => MoveOrder::Cells,
    };
    writer.search(order);
    let returned = match (writer.alpha_beta, writer.course) {
        (false, _) => Both::default(),
        (true, true) => Both::new(
            "exact if α < v < β, else a bound",
            "α < v < β 时为精确值，否则为上界或下界",
        ),
        (true, false) => Both::new(
            "exact if α < v < β or won at once, else a bound",
            "α < v < β 或立即获胜时为精确值，否则为上界或下界",
        ),
    };
    writer.line("    return v".to_string(), returned, Some(EventKind::Return));
    lines.append(&mut writer.lines);
}

/// The lines of one function, as they are written.
struct Writer {
    /// The course's pseudocode, nothing added.
    course: bool,
    alpha_beta: bool,
    /// With a transposition table.
    table: bool,
    /// Max-Value's, whose lines carry the comments.
    x: bool,
    player: Player,
    lines: Vec<Line>,
}

impl Writer {
    fn line(&mut self, code: String, comment: Both, event: Option<EventKind>) {
        self.lines.push(Line {
            code,
            comment: if self.x { comment } else { Both::default() },
            function: Some(self.player),
            event,
        });
    }

    fn window(&self) -> &'static str {
        if self.alpha_beta { ", α, β" } else { "" }
    }

    /// Where the search stops: a finished position (and one the table answers).
    fn finished(&mut self) {
        let (code, comment) = match self.course {
            true => (
                "    if Terminal(s): return Utility(s)",
                Both::new(
                    "1 if X has won, −1 if O has, 0 for a draw",
                    "X 获胜为 1，O 获胜为 −1，平局为 0",
                ),
            ),
            false => (
                "    if Terminal(s): v = Utility(s)",
                Both::new(
                    "a win: ±(10 − marks on the board); a draw: 0",
                    "胜局：±(10 − 棋盘上的棋子数)；平局：0",
                ),
            ),
        };
        self.line(code.to_string(), comment, Some(EventKind::Terminal));
        if self.table {
            self.line(
                "    else if T(s) decides (α, β): v = T(s).v".to_string(),
                Both::new(
                    "exact, a lower bound ≥ β, or an upper bound ≤ α",
                    "精确值、≥ β 的下界，或 ≤ α 的上界",
                ),
                Some(EventKind::Remembered),
            );
        }
    }

    /// The loop over the actions, its cut and its window narrowed; the course's at the function's own
    /// level, the project's under `else:`.
    fn search(&mut self, order: MoveOrder) {
        let indent = if self.course { "    " } else { "        " };
        if !self.course {
            self.line("    else:".to_string(), Both::default(), None);
        }
        let (worst, better) = if self.x { ("−∞", "Max") } else { ("+∞", "Min") };
        self.line(format!("{indent}v = {worst}"), Both::default(), None);
        let (actions, order_comment) = match order {
            MoveOrder::WinsFirst => (
                "Order(Actions(s))",
                Both::new(
                    "a win, a block, the centre, corners, edges",
                    "先取胜，再堵截，然后中心、角、边",
                ),
            ),
            MoveOrder::Cells => ("Actions(s)", Both::new("the empty cells, row by row", "空位，逐行排列")),
        };
        self.line(
            format!("{indent}for a in {actions}:"),
            order_comment,
            Some(EventKind::Try),
        );
        let (other, window) = (function_name(self.player.opponent()), self.window());
        self.line(
            format!("{indent}    v = {better}(v, {other}(Result(s, a){window}))"),
            Both::default(),
            Some(EventKind::Value),
        );
        if self.alpha_beta {
            self.window_narrowed(indent);
        }
    }

    /// With α and β: the cut, and the window narrowed; the table filled after the loop.
    fn window_narrowed(&mut self, indent: &str) {
        let (mover, test, narrow) = match self.x {
            true => ("X", "v ≥ β", "α = Max(α, v)"),
            false => ("O", "v ≤ α", "β = Min(β, v)"),
        };
        let (cut, comment) = match self.course {
            true => (
                format!("{indent}    if {test}: return v"),
                Both::new(
                    "O already has β elsewhere: it will never let the game come here",
                    "O 在别处已有 β：它绝不会让对局走到这里",
                ),
            ),
            false => (
                format!("{indent}    if a wins at once for {mover} or {test}: break"),
                Both::new(
                    "nothing beats winning now; O has β elsewhere",
                    "立即获胜最好不过；O 在别处已有 β",
                ),
            ),
        };
        self.line(cut, comment, Some(EventKind::Cut));
        self.line(
            format!("{indent}    {narrow}"),
            Both::new("the best X is sure of so far", "X 目前有把握得到的最好结果"),
            Some(if self.x { EventKind::Alpha } else { EventKind::Beta }),
        );
        if self.table {
            self.line(
                "        T(s) = (v, its bound, the action that gave v)".to_string(),
                Both::default(),
                None,
            );
        }
    }
}

//! Predict: before the step that reveals a call's return, or the step after a loop's test for a
//! cut, the learner says what will happen; the explorer says right or wrong, with the line of the
//! pseudocode that decides it and the numbers that entered it, and keeps a score: for the position
//! shown and in all. A return that follows the last action's value is asked twice, the loop's test
//! first and then the value; a question answered once counts once, however often it is asked.

use super::Predicted;
use crate::board::Player;
use crate::lang::Lang;
use crate::search::{Cut, Event, EventKind, Score, Steps, function_name};

/// What the learner is asked before a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// The value the call returns at this step.
    Value,
    /// Whether the loop stops at this step, its test just made.
    Cut,
}

/// What the learner said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guess {
    /// The value the call will return.
    Value(i32),
    /// Whether the loop will stop.
    Cut(bool),
}

/// A prediction made, and whether it was right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answered {
    /// The step it was about.
    pub step: usize,
    /// What was asked.
    pub asked: Asked,
    /// What was said.
    pub guess: Guess,
    /// Whether it came true.
    pub right: bool,
}

impl Answered {
    /// As the session keeps it.
    pub fn saved(self) -> Predicted {
        let (cut, guess) = match self.guess {
            Guess::Value(value) => (false, value),
            Guess::Cut(stops) => (true, i32::from(stops)),
        };
        Predicted {
            step: self.step as u32,
            cut,
            guess,
            right: self.right,
        }
    }

    /// As the session kept it.
    pub fn of_saved(saved: Predicted) -> Answered {
        let (asked, guess) = match saved.cut {
            true => (Asked::Cut, Guess::Cut(saved.guess != 0)),
            false => (Asked::Value, Guess::Value(saved.guess)),
        };
        Answered {
            step: saved.step as usize,
            asked,
            guess,
            right: saved.right,
        }
    }
}

/// Predict's part of the explorer: whether it is on, the question waiting, the last answer and the
/// scores.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Predict {
    /// Whether Next asks before the steps that reveal something.
    pub on: bool,
    /// The question waiting for an answer: its step, and what it asks.
    pub question: Option<(usize, Asked)>,
    /// The last prediction, judged.
    pub last: Option<Answered>,
    /// Predictions that came true, in all.
    pub right: u32,
    /// Predictions made, in all.
    pub made: u32,
    /// The questions of the position shown answered so far, each once, with whether it was right.
    pub answered: Vec<Answered>,
}

impl Predict {
    /// Takes the answer to the question waiting; the step to reveal, if no other question of that step
    /// waits (the loop's test comes before the value it returns). A question answered before, after
    /// going back, is judged again but not counted again.
    pub fn answer(&mut self, steps: &Steps, guess: Guess) -> Option<usize> {
        let (step, asked) = self.question.take()?;
        let right = came_true(steps, step, asked, guess);
        let answered = Answered {
            step,
            asked,
            guess,
            right,
        };
        if !self.answered.iter().any(|a| (a.step, a.asked) == (step, asked)) {
            self.made += 1;
            self.right += u32::from(right);
            self.answered.push(answered);
        }
        self.last = Some(answered);
        match questions_before(steps, step)
            .into_iter()
            .skip_while(|&a| a != asked)
            .nth(1)
        {
            Some(next) => {
                self.question = Some((step, next));
                None
            }
            None => Some(step),
        }
    }

    /// The position's score: predictions right, and made, since it was recorded.
    pub fn position_score(&self) -> (usize, usize) {
        let right = self.answered.iter().filter(|a| a.right).count();
        (right, self.answered.len())
    }
}

/// What is asked before step `at`, in order: after an action's value is taken in, whether a loop that
/// can cut stops; when a call that tried its actions returns, its value (after the loop's test, when
/// the last action's value came just before). Empty for every other step.
pub fn questions_before(steps: &Steps, at: usize) -> Vec<Asked> {
    let Some(step) = steps.steps().get(at) else {
        return Vec::new();
    };
    let call = steps.call_of(step);
    let searched = {
        let first = steps.steps().get(call.step as usize + 1);
        first.is_some_and(|first| matches!(first.event, Event::Try { .. }))
    };
    let mut asked = Vec::new();
    if follows_value(steps, at) && cut_line(steps, call.player()).is_some() {
        asked.push(Asked::Cut);
    }
    if matches!(step.event, Event::Return { .. }) && searched {
        asked.push(Asked::Value);
    }
    asked
}

/// Whether the step before `at` took an action's value in, in the same call: the loop's test for a
/// cut comes next.
fn follows_value(steps: &Steps, at: usize) -> bool {
    let (Some(before), Some(step)) = (
        at.checked_sub(1).and_then(|b| steps.steps().get(b)),
        steps.steps().get(at),
    ) else {
        return false;
    };
    before.call == step.call && matches!(before.event, Event::Value { .. })
}

/// The line of `player`'s function that tests for a cut, when the search has one.
fn cut_line(steps: &Steps, player: Player) -> Option<u8> {
    steps.pseudocode().line_of(player, EventKind::Cut)
}

/// Whether `guess`, the answer to `asked` before step `at`, came true.
fn came_true(steps: &Steps, at: usize, asked: Asked, guess: Guess) -> bool {
    let step = &steps.steps()[at];
    match (asked, guess) {
        (Asked::Value, Guess::Value(value)) => {
            matches!(step.event, Event::Return { score, .. } if i32::from(score.get()) == value)
        }
        (Asked::Cut, Guess::Cut(cuts)) => cuts == matches!(step.event, Event::Cut { .. }),
        _ => false,
    }
}

/// The question before step `at`, for people.
pub fn question(steps: &Steps, at: usize, asked: Asked, lang: Lang) -> String {
    let step = &steps.steps()[at];
    let call = steps.call_of(step);
    let (function, board) = (function_name(call.player()), call.board);
    match asked {
        Asked::Value => lang.pick(
            format!("What does {function}({board}) return?"),
            format!("{function}({board}) 返回什么？"),
        ),
        Asked::Cut => {
            let test = line_code(steps, cut_line(steps, call.player())).unwrap_or_default();
            lang.pick(
                format!("Does the loop stop here? ({test})"),
                format!("循环会在这里停止吗？（{test}）"),
            )
        }
    }
}

/// Why the answer to `asked` before step `at` is what it is: the line that decides it and the numbers
/// that entered it.
pub fn why(steps: &Steps, at: usize, asked: Asked, lang: Lang) -> String {
    let step = &steps.steps()[at];
    let call = steps.call_of(step);
    let player = call.player();
    let before = at.checked_sub(1).map(|b| steps.steps()[b]);
    let v = before.and_then(|b| b.v).map_or("?".to_string(), Score::signed);
    match (asked, step.event) {
        (Asked::Value, Event::Return { score, .. }) => {
            let values = taken_in(steps, at);
            let pick = if player == Player::X { "Max" } else { "Min" };
            let line = line_code(steps, Some(step.line)).unwrap_or_default();
            let returned = score.signed();
            lang.pick(
                format!("line {}, {line}: v = {pick}({values}) = {returned}", step.line),
                format!("第 {} 行，{line}：v = {pick}({values}) = {returned}", step.line),
            )
        }
        (_, Event::Cut { reason, .. }) => {
            let line = line_code(steps, Some(step.line)).unwrap_or_default();
            let test = match (reason, before) {
                (Cut::WinsAtOnce, _) => lang
                    .pick("the action just tried wins at once", "刚试的动作立即获胜")
                    .to_string(),
                (Cut::Beta, Some(b)) => format!("v = {v} ≥ β = {}", b.beta.map_or("?".to_string(), Score::signed)),
                (Cut::Alpha, Some(b)) => format!("v = {v} ≤ α = {}", b.alpha.map_or("?".to_string(), Score::signed)),
                _ => String::new(),
            };
            lang.pick(
                format!("line {}, {line}: {test}, so the loop stops", step.line),
                format!("第 {} 行，{line}：{test}，所以循环停止", step.line),
            )
        }
        _ => {
            let number = cut_line(steps, player);
            let line = line_code(steps, number).unwrap_or_default();
            let test = match (player, before) {
                (Player::X, Some(b)) => format!("v = {v} < β = {}", b.beta.map_or("?".to_string(), Score::signed)),
                (Player::O, Some(b)) => format!("v = {v} > α = {}", b.alpha.map_or("?".to_string(), Score::signed)),
                _ => String::new(),
            };
            let number = number.unwrap_or_default();
            lang.pick(
                format!("line {number}, {line}: {test}, so the loop goes on"),
                format!("第 {number} 行，{line}：{test}，所以循环继续"),
            )
        }
    }
}

/// The values a call took in before returning at `at`, in order: "−∞, 0, +1" starting from v's
/// first value.
fn taken_in(steps: &Steps, at: usize) -> String {
    let call = steps.steps()[at].call;
    let start = steps.calls()[call as usize].step as usize;
    let mut values = vec![match steps.calls()[call as usize].player() {
        Player::X => "−∞".to_string(),
        Player::O => "+∞".to_string(),
    }];
    values.extend(
        steps.steps()[start..at]
            .iter()
            .filter(|s| s.call == call)
            .filter_map(|s| match s.event {
                Event::Value { child, .. } => Some(child.signed()),
                _ => None,
            }),
    );
    values.join(", ")
}

/// The code of line `number`, trimmed.
fn line_code(steps: &Steps, number: Option<u8>) -> Option<String> {
    let line = steps.pseudocode().lines().get(usize::from(number?).checked_sub(1)?)?;
    Some(line.code.trim().to_string())
}

/// A guess typed as a whole number: `+1`, `0`, `-1`, `−3`.
pub fn read_value(text: &str) -> Option<i32> {
    let text = text.trim().replace('−', "-");
    let text = text.strip_prefix('+').unwrap_or(&text);
    text.parse().ok()
}

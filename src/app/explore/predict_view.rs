//! Predict's row above the step-through: the question waiting, with a field for a value or a choice
//! of cut or no cut; else the last prediction judged, with the line and the numbers that decide it;
//! and the score. Two rows tall whatever it shows, so nothing around it moves.

use egui::{RichText, Ui};

use crate::app::explore::predict::{self, Asked, Guess, Predict};
use crate::app::explore::{Action, Explorer};
use crate::app::widgets::style::green;
use crate::lang::Lang;
use crate::search::Steps;

/// The questions of the position answered wrongly, to go back to: each one a click from the step
/// before it, where it is asked again.
fn missed(ui: &mut Ui, predict: &Predict, steps: &Steps, lang: Lang, actions: &mut Vec<Action>) {
    let missed: Vec<_> = predict.answered.iter().filter(|a| !a.right).collect();
    if missed.is_empty() {
        return;
    }
    let label = lang.pick(format!("Missed: {}", missed.len()), format!("答错：{}", missed.len()));
    ui.menu_button(label, |ui| {
        for answered in missed {
            let question = predict::question(steps, answered.step, answered.asked, lang);
            // Counted from 1, as the step bar counts.
            let shown = answered.step + 1;
            let said = lang.pick(
                format!("Step {shown}: {question}"),
                format!("第 {shown} 步：{question}"),
            );
            if ui.button(said).clicked() {
                actions.push(Action::Step(answered.step.saturating_sub(1)));
                ui.close();
            }
        }
    });
}

/// The score: of the position shown, and in all.
fn score(predict: &Predict, lang: Lang) -> String {
    let (right, made) = predict.position_score();
    lang.pick(
        format!(
            "Predictions: {right} of {made} here, {} of {} in all",
            predict.right, predict.made
        ),
        format!(
            "预测：这个局面 {made} 次中对了 {right} 次，总共 {} 次中对了 {} 次",
            predict.made, predict.right
        ),
    )
}

/// Predict's own drawing state: what is typed in the field.
#[derive(Debug, Default)]
pub struct PredictView {
    typed: String,
    /// The question the text was typed for, so a new one starts empty.
    typed_for: Option<(usize, Asked)>,
    /// What was typed and could not be read, said until the next try.
    unreadable: bool,
}

impl PredictView {
    pub fn show(&mut self, ui: &mut Ui, explorer: &Explorer, steps: &Steps, lang: Lang, actions: &mut Vec<Action>) {
        let predict = &explorer.predict;
        let row = ui.spacing().interact_size.y;
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            ui.set_min_height(row);
            match predict.question {
                Some((step, asked)) => self.ask(ui, steps, step, asked, lang, actions),
                None => {
                    ui.label(lang.pick(
                        "Press Next: before a call returns, and at each test for a cut, you say what happens first.",
                        "按“前进”：每次调用返回之前、每次检查是否剪枝时，先说出会发生什么。",
                    ));
                }
            }
        });
        // The score, then the last answer judged or what could not be read: two lines whatever they
        // say, wrapped rather than cut, so nothing around them moves.
        let two_lines = 2.0 * ui.text_style_height(&egui::TextStyle::Body) + 4.0;
        let width = ui.available_width();
        ui.allocate_ui(egui::vec2(width, two_lines), |ui| {
            ui.set_min_size(egui::vec2(width, two_lines));
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(score(predict, lang)).strong());
                missed(ui, predict, steps, lang, actions);
                if let Some((said, color)) = self.feedback(ui, predict, steps, lang) {
                    ui.add(egui::Label::new(RichText::new(said).color(color)).wrap());
                }
            });
        });
    }

    /// What could not be read, or the last answer judged, with the learner's own answer when it was
    /// wrong, and its colour.
    fn feedback(&self, ui: &Ui, predict: &Predict, steps: &Steps, lang: Lang) -> Option<(String, egui::Color32)> {
        if self.unreadable && predict.question.is_some() {
            let said = lang.pick(
                "Type a whole number, such as +1, 0 or -1",
                "请输入整数，例如 +1、0 或 -1",
            );
            return Some((said.to_string(), ui.visuals().error_fg_color));
        }
        let last = predict.last?;
        let why = predict::why(steps, last.step, last.asked, lang);
        if last.right {
            return Some((
                lang.pick(format!("Right: {why}"), format!("对了：{why}")),
                green(ui.visuals()),
            ));
        }
        let said = match last.guess {
            Guess::Value(value) => format!("{value:+}"),
            Guess::Cut(true) => lang.pick("it stops", "停止").to_string(),
            Guess::Cut(false) => lang.pick("it goes on", "继续").to_string(),
        };
        let said = lang.pick(
            format!("Not so (you said {said}): {why}"),
            format!("不对（你的回答：{said}）：{why}"),
        );
        Some((said, ui.visuals().error_fg_color))
    }

    /// The question before `step`, with what answers it.
    fn ask(&mut self, ui: &mut Ui, steps: &Steps, step: usize, asked: Asked, lang: Lang, actions: &mut Vec<Action>) {
        if self.typed_for != Some((step, asked)) {
            (self.typed, self.typed_for, self.unreadable) = (String::new(), Some((step, asked)), false);
        }
        let question = ui.label(predict::question(steps, step, asked, lang)).id;
        match asked {
            Asked::Value => {
                let field = ui
                    .add(
                        egui::TextEdit::singleline(&mut self.typed)
                            .desired_width(48.0)
                            .hint_text("+1"),
                    )
                    .labelled_by(question);
                let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if ui.button(lang.pick("Check", "检查")).clicked() || entered {
                    match predict::read_value(&self.typed) {
                        Some(value) => actions.push(Action::Predict(Guess::Value(value))),
                        None => self.unreadable = true,
                    }
                }
            }
            Asked::Cut => {
                if ui.button(lang.pick("It stops", "停止")).clicked() {
                    actions.push(Action::Predict(Guess::Cut(true)));
                }
                if ui.button(lang.pick("It goes on", "继续")).clicked() {
                    actions.push(Action::Predict(Guess::Cut(false)));
                }
            }
        }
        if ui
            .small_button(lang.pick("Skip", "跳过"))
            .on_hover_text(lang.pick("Show the step without predicting it", "不预测，直接显示这个步骤"))
            .clicked()
        {
            actions.push(Action::SkipQuestion);
        }
    }
}

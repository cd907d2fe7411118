//! The search explorer: a position (the game's, or one typed in), the search to record from it, and the
//! program running: its pseudocode with the current line lit, the call stack, the current call's
//! board large, and the tree the search visited; a step-through below replays it step by step. Side by
//! side when the window is wide, one part at a time when it is narrow.

use egui::{RichText, Ui};

use crate::app::explore::drawn_tree::{DrawnTree, MOST_EMPTY};
use crate::app::explore::node_view;
use crate::app::explore::predict_view::PredictView;
use crate::app::explore::program_view;
use crate::app::explore::replay::Replay;
use crate::app::explore::stack_view;
use crate::app::explore::step_bar;
use crate::app::explore::tree_view::{self, ROW_HEIGHT};
use crate::app::explore::your_search::YourSearchView;
use crate::app::explore::{Action, ExploreTab, Explorer, Known, Recording, Request};
use crate::app::widgets::position_field::PositionField;
use crate::app::widgets::shared::Shared;
use crate::app::widgets::style::{count, thousands};
use crate::board::Cell;
use crate::engines::Rung;
use crate::lang::{Both, Lang};
use crate::search::NodeId;

/// The explorer's own drawing state: what is typed in the position field, what the pointer is on,
/// and, when the window is narrow, which part is shown.
#[derive(Debug, Default)]
pub struct ExplorerView {
    /// The position field, filled from the root.
    field: PositionField,
    /// The row under the pointer in the last frame, shown large instead of the current call, until
    /// the pointer leaves the tree or the program steps on.
    hovered: Option<NodeId>,
    /// The step last shown, so the tree and the pseudocode bring a new one into view once.
    shown_step: Option<usize>,
    /// The generation of the recording the two above belong to, so a new recording starts them afresh.
    shown_recording: Option<u64>,
    /// The explorer's size when last drawn: after a resize the current step is brought into view again.
    shown_size: Option<egui::Vec2>,
    /// The part shown when the window is too narrow for all three side by side, and the one shown
    /// last, so a part just opened brings the current step into view.
    part: Part,
    shown_part: Option<Part>,
    /// Predict's row, with what is typed in it.
    predict: PredictView,
    /// Whether the tree is drawn as a tree rather than listed in rows.
    drawing: bool,
    /// The drawn tree's view, panned and zoomed.
    drawn: DrawnTree,
    /// The learner's own search beside the course's.
    your_search: YourSearchView,
}

/// The parts of the explorer, side by side when there is room, one at a time when not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Part {
    /// The pseudocode running.
    #[default]
    Program,
    /// The call stack and the current call's board.
    Stack,
    /// The tree of positions the search visited.
    Tree,
}

impl Part {
    const ALL: [(Part, Both); 3] = [
        (Part::Program, Both::new("Program", "程序")),
        (Part::Stack, Both::new("Call stack and board", "调用栈与棋盘")),
        (Part::Tree, Both::new("Tree", "博弈树")),
    ];
}

/// The width below which the explorer shows its parts one at a time: a window 1,000 points wide
/// still shows all three.
const SIDE_BY_SIDE: f32 = 960.0;

impl ExplorerView {
    /// Draws the tab, pushing onto `actions` what the person asks for.
    pub fn ui(&mut self, ui: &mut Ui, tab: &ExploreTab, shared: &Shared, actions: &mut Vec<Action>) {
        let explorer = &tab.explorer;
        let lang = shared.lang;
        self.field.follow(explorer.shown().board);
        self.controls(ui, tab, shared, actions);
        ui.separator();
        if tab.your_search.on {
            self.your_search.show(ui, tab, shared, actions);
            return;
        }
        let Some(recording) = &explorer.recording else {
            return;
        };
        // Node ids name nodes of one recording only.
        if self.shown_recording != Some(recording.generation) {
            self.shown_recording = Some(recording.generation);
            self.hovered = None;
            self.shown_step = None;
        }
        let size = ui.available_size().round();
        let resized = self.shown_size.replace(size).is_some_and(|before| before != size);
        if resized {
            // The lit line and the current row may have left the view: they are brought back into it.
            self.shown_step = None;
        }
        let follow = self.shown_step != Some(explorer.step);
        if follow && !resized {
            // The program stepped: the board shows the step, not a row the pointer rests on.
            self.hovered = None;
        }
        egui::Panel::bottom("step-through").show(ui, |ui| step_bar::show(ui, explorer, lang, actions));
        if explorer.predict.on {
            egui::Panel::bottom("predict").show(ui, |ui| {
                self.predict.show(ui, explorer, &recording.steps, lang, actions)
            });
        }
        let focus = Focus::of(tab, shared, recording, self.hovered);
        match ui.available_width() >= SIDE_BY_SIDE {
            true => self.side_by_side(ui, &focus, follow, actions),
            false => self.one_at_a_time(ui, &focus, follow, actions),
        }
        self.shown_step = Some(explorer.step);
    }
}

/// What the large board and the call stack show this frame. A line replayed leads: the board shows
/// it, and the caption and the stack follow it as far as the search's tree goes; else the row under
/// the pointer, else the program's call.
struct Focus<'a> {
    tab: &'a ExploreTab,
    shared: &'a Shared<'a>,
    recording: &'a Recording,
    replay: Option<Replay>,
    /// The node shown large, and the action the program tries there.
    shown: (NodeId, Option<Cell>),
    /// The step the call stack is shown at.
    stack_at: usize,
}

impl<'a> Focus<'a> {
    fn of(tab: &'a ExploreTab, shared: &'a Shared<'a>, recording: &'a Recording, hovered: Option<NodeId>) -> Focus<'a> {
        let explorer = &tab.explorer;
        let Recording {
            trace, steps, visits, ..
        } = recording;
        let current = steps.steps().get(explorer.step).copied();
        let call_node = current
            .and_then(|step| visits.get(step.call as usize).copied())
            .unwrap_or(0);
        let replay = Replay::at(explorer, trace, shared.now);
        let (shown, stack_at) = match &replay {
            Some(replay) => {
                let call = visits.binary_search(&replay.node).unwrap_or(0);
                ((replay.node, None), steps.calls()[call].step as usize)
            }
            None => {
                let trying = current.filter(|_| hovered.is_none()).and_then(|step| step.action);
                ((hovered.unwrap_or(call_node), trying), explorer.step)
            }
        };
        Focus {
            tab,
            shared,
            recording,
            replay,
            shown,
            stack_at,
        }
    }

    /// The board, its caption and what is known of it, which keep their places.
    fn board(&self, ui: &mut Ui, actions: &mut Vec<Action>, largest: f32) {
        let (tab, shared, trace) = (self.tab, self.shared, &self.recording.trace);
        node_view::show(
            ui,
            (&tab.explorer, shared.lang),
            trace,
            self.shown,
            self.replay.as_ref(),
            largest,
            actions,
        );
        node_view::facts(ui, &tab.explorer, trace, self.shown.0, shared.lang);
    }

    /// The call stack, which scrolls in a region of its own.
    fn stack(&self, ui: &mut Ui, follow: bool) {
        stack_view::show(ui, &self.recording.steps, self.stack_at, follow, self.shared.lang);
    }
}

impl ExplorerView {
    /// The three parts side by side: the board and the stack on the right, the tree on the left, the
    /// program between them. The pseudocode's longest line wants the middle's 38%, and the tree's
    /// two-line rows 34%: shares of the window, so the parts follow it as it grows and shrinks.
    fn side_by_side(&mut self, ui: &mut Ui, focus: &Focus, follow: bool, actions: &mut Vec<Action>) {
        let (explorer, lang) = (&focus.tab.explorer, focus.shared.lang);
        let width = ui.available_width();
        egui::Panel::right("explorer board")
            .resizable(false)
            .exact_size(width * 0.28)
            .show(ui, |ui| {
                focus.board(ui, actions, 180.0);
                ui.separator();
                focus.stack(ui, follow);
            });
        egui::Panel::left("explorer tree")
            .resizable(false)
            .exact_size(width * 0.34)
            .show(ui, |ui| self.tree(ui, focus.recording, explorer, follow, lang, actions));
        let steps = &focus.recording.steps;
        egui::CentralPanel::default().show(ui, |ui| program_view::show(ui, steps, explorer.step, follow, lang));
    }

    /// One part at a time, chosen by the tabs above it, when the window is too narrow for three.
    fn one_at_a_time(&mut self, ui: &mut Ui, focus: &Focus, follow: bool, actions: &mut Vec<Action>) {
        let (explorer, lang) = (&focus.tab.explorer, focus.shared.lang);
        ui.horizontal(|ui| {
            for (part, label) in Part::ALL {
                if ui.selectable_label(self.part == part, label.get(lang)).clicked() {
                    self.part = part;
                }
            }
        });
        let follow = follow || self.shown_part != Some(self.part);
        self.shown_part = Some(self.part);
        match self.part {
            Part::Program => program_view::show(ui, &focus.recording.steps, explorer.step, follow, lang),
            Part::Stack => {
                // Short of height, the board is as large as a third of it, and its facts scroll; each
                // half holds to the height there is.
                let height = ui.available_height();
                let largest = (height / 3.0).clamp(80.0, 180.0);
                ui.columns(2, |columns| {
                    egui::ScrollArea::vertical()
                        .id_salt("board and facts")
                        .max_height(height)
                        .auto_shrink([false, false])
                        .show(&mut columns[0], |ui| focus.board(ui, actions, largest));
                    columns[1].set_max_height(height);
                    focus.stack(&mut columns[1], follow);
                });
            }
            Part::Tree => self.tree(ui, focus.recording, explorer, follow, lang, actions),
        }
    }

    /// The position field, the search switch and what the search cost.
    fn controls(&mut self, ui: &mut Ui, tab: &ExploreTab, shared: &Shared, actions: &mut Vec<Action>) {
        let explorer = &tab.explorer;
        let lang = shared.lang;
        ui.horizontal_wrapped(|ui| {
            let entered = self.field.show(ui, lang);
            if (ui.button(lang.pick("Show its tree", "显示它的博弈树")).clicked() || entered)
                && let Some(board) = self.field.board()
            {
                actions.push(Action::Record(board, explorer.wanted().rung));
            }
            if ui
                .button(lang.pick("The game's board", "对局的棋盘"))
                .on_hover_text(lang.pick("Explore the position on the game's board", "探索对局棋盘上的局面"))
                .clicked()
            {
                actions.push(Action::RecordGame);
            }
            ui.separator();
            switches(ui, tab, shared, lang, actions);
        });
        if tab.your_search.on {
            return;
        }
        // One row for what is happening: the position refused, the recording, or what it cost; so
        // nothing below it moves whichever it is.
        ui.horizontal(|ui| {
            ui.set_min_height(ui.spacing().interact_size.y);
            match (self.field.refusal(lang), explorer.requested, &explorer.recording) {
                (Some(refusal), _, _) => {
                    ui.colored_label(ui.visuals().error_fg_color, refusal);
                }
                (None, Some(Request { board, rung, .. }), _) => {
                    ui.spinner();
                    let search = rung.label(lang);
                    ui.label(lang.pick(
                        format!("Recording {search} from {board}..."),
                        format!("正在记录{search}从 {board} 开始的搜索……"),
                    ));
                }
                (None, None, Some(recording)) => {
                    ui.label(RichText::new(summary(recording, explorer, lang)).strong());
                }
                (None, None, None) => {}
            }
        });
    }

    /// The rows of the tree, only those that are open, drawn only where they can be seen; scrolled to
    /// the current row when `follow` (the program has just stepped).
    fn tree(
        &mut self,
        ui: &mut Ui,
        recording: &Recording,
        explorer: &Explorer,
        follow: bool,
        lang: Lang,
        actions: &mut Vec<Action>,
    ) {
        let trace = &recording.trace;
        let empty = trace.node(0).board.empty_cells().len();
        let switched = ui
            .horizontal(|ui| {
                let rows = ui.selectable_label(!self.drawing, lang.pick("Rows", "按行"));
                let drawing = ui
                    .selectable_label(self.drawing, lang.pick("Drawing", "画成树"))
                    .on_hover_text(lang.pick(
                        "The tree drawn as nodes and branches, for positions with up to 6 empty cells",
                        "把博弈树画成结点和分支，适用于空格不超过 6 个的局面",
                    ));
                let switched = (rows.clicked() && self.drawing) || (drawing.clicked() && !self.drawing);
                self.drawing ^= switched;
                switched
            })
            .inner;
        if self.drawing {
            if empty <= MOST_EMPTY {
                let follow = follow || switched;
                self.drawn.show(ui, trace, explorer, follow, lang, actions);
                return;
            }
            ui.label(lang.pick(
                format!("The drawing holds positions with up to {MOST_EMPTY} empty cells; this one has {empty}. The rows show any."),
                format!("画成树只适用于空格不超过 {MOST_EMPTY} 个的局面；这个局面有 {empty} 个。按行显示适用于任何局面。"),
            ));
        }
        let rows = tree_view::visible_rows(trace, explorer);
        let row_height = ROW_HEIGHT + ui.spacing().item_spacing.y;
        let mut scroll = egui::ScrollArea::both().id_salt("tree").auto_shrink([false, false]);
        if follow && let Some(at) = rows.iter().position(|&id| id == explorer.selected) {
            let offset = (at as f32 * row_height - ui.available_height() / 2.0).max(0.0);
            scroll = scroll.vertical_scroll_offset(offset);
        }
        let output = scroll.show_rows(ui, ROW_HEIGHT, rows.len(), |ui, range| {
            tree_view::show_rows(ui, trace, explorer, &rows, range, lang, actions)
        });
        // A row previews while the pointer is on it; leaving the tree returns to the step.
        let over_tree = ui.rect_contains_pointer(output.inner_rect);
        self.hovered = output.inner.filter(|_| over_tree);
    }
}

/// The search to record, Predict, a small position to predict, and the finished search shown whole.
fn switches(ui: &mut Ui, tab: &ExploreTab, shared: &Shared, lang: Lang, actions: &mut Vec<Action>) {
    let explorer = &tab.explorer;
    let yours = tab.your_search.on;
    let shown = explorer.wanted().rung;
    let your_minimax = lang.pick("Your minimax, beside the course's", "你的 minimax，与课程的对照");
    // As wide as the longest choice, whichever is chosen, so nothing beside it moves; as tall as every
    // choice, so none is cut off (Chinese's rows are taller than egui's default list holds).
    egui::ComboBox::from_id_salt("explorer search")
        .selected_text(if yours { your_minimax } else { shown.label(lang) })
        .width(300.0)
        .height(f32::INFINITY)
        .show_ui(ui, |ui| {
            for rung in Rung::ALL {
                let choice = ui
                    .selectable_label(!yours && shown == rung, rung.label(lang))
                    .on_hover_text(rung.idea(lang));
                if choice.clicked() && (yours || shown != rung) {
                    actions.push(Action::ShowYourSearch(false));
                    actions.push(Action::SetSearch(rung));
                }
            }
            if shared.file_open {
                let choice = ui.selectable_label(yours, your_minimax).on_hover_text(lang.pick(
                    "Your tictactoe.py's own minimax from this position, call by call beside the course's search, with the first place they part",
                    "你的 tictactoe.py 自己的 minimax 从这个局面开始，逐次调用与课程的搜索对照，并标出第一次分歧",
                ));
                if choice.clicked() && !yours {
                    actions.push(Action::ShowYourSearch(true));
                }
            }
        })
        .response
        .on_hover_text(lang.pick(
            "The search to record: any rung of the enhancement ladder",
            "要记录的搜索：优化阶梯中的任意一级",
        ));
    let mut predicting = explorer.predict.on;
    if !yours
        && ui
            .checkbox(&mut predicting, lang.pick("Predict", "预测"))
            .on_hover_text(lang.pick(
                "Before each return and each test for a cut, say what will happen, and see whether you were right",
                "每次返回和每次检查剪枝之前，先说出会发生什么，再看自己是否说对",
            ))
            .changed()
    {
        actions.push(Action::SetPredict(predicting));
    }
    if ui
        .button(lang.pick("A small position", "换个小局面"))
        .on_hover_text(lang.pick(
            "A position with 3 to 5 empty cells, small enough to predict every step of",
            "一个只剩 3 到 5 个空格的局面，小到可以预测每一步",
        ))
        .clicked()
    {
        actions.push(Action::SuggestPosition);
    }
    let mut finished = explorer.show_finished;
    if !yours
        && ui
            .checkbox(&mut finished, lang.pick("Show the finished search", "显示完成的搜索"))
            .on_hover_text(lang.pick(
                "Show every value, bound and count at once, as they are when the search has ended, instead \
             of only what the program has reached",
                "一次显示搜索结束时的全部值、界和计数，而不是只显示程序已经执行到的部分",
            ))
            .changed()
    {
        actions.push(Action::ShowFinished(finished));
    }
}

/// "Alpha-beta from XO..X....: 61 positions visited, 53 moves never searched", once the program has
/// returned from the root; until then, how far it has come.
fn summary(recording: &Recording, explorer: &Explorer, lang: Lang) -> String {
    let (trace, Request { board, rung, .. }) = (&recording.trace, recording.request);
    let search = rung.label(lang);
    if explorer.known(0) != Known::Done {
        let so_far = explorer.visited_so_far() as u64;
        return lang.pick(
            format!("{search} from {board}: {} visited so far", count(so_far, "position")),
            format!("从 {board} 出发的{search}：目前访问了 {} 个结点", thousands(so_far)),
        );
    }
    let (visited, pruned) = (trace.visited_in(0), trace.pruned_in(0));
    lang.pick(
        format!(
            "{search} from {board}: {} visited, {} never searched",
            count(visited, "position"),
            count(pruned, "move")
        ),
        format!(
            "从 {board} 出发的{search}：访问了 {} 个结点，{} 个着法从未搜索",
            thousands(visited),
            thousands(pruned)
        ),
    )
}

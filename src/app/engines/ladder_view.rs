//! The enhancement ladder in the window: every rung's search of the Engines tab's position as a bar
//! on a labelled log scale of the positions it visited, how many times fewer than the course's minimax,
//! the time (which varies from run to run) and what each idea adds.

use egui::{Align2, FontId, Rect, RichText, Sense, Stroke, Ui, WidgetInfo, pos2, vec2};

use crate::app::engines::run_button::RunButton;
use crate::app::engines::{self, EnginesTab};
use crate::app::jobs::Task;
use crate::app::widgets::cost;
use crate::app::widgets::shared::Shared;
use crate::app::widgets::style::{agreement, duration, green_fill, heading, thousands};
use crate::engines::{Decision, Rung};
use crate::lang::Lang;

/// Draws the ladder: its button and, once run, every rung's search as a bar.
pub fn show(ui: &mut Ui, tab: &EnginesTab, shared: &Shared, actions: &mut Vec<engines::Action>) {
    let lang = shared.lang;
    heading(ui, lang.pick("The enhancement ladder", "优化阶梯"));
    ui.label(lang.pick(
        "The course's search with one idea more at each rung: most rungs visit fewer positions; winning fastest costs some, and says why.",
        "课程中的搜索，每上一级加一个想法：多数级别访问的结点更少；最快获胜会多花一些，悬停可见原因。",
    ));
    let run = RunButton {
        label: lang.pick("Run the ladder", "运行优化阶梯"),
        hint: lang.pick("Search the position with every rung", "用每一级搜索这个局面"),
        refused: tab.position(shared.board).is_terminal().then(|| {
            lang.pick(
                "The game is over on this position: there is no move to search",
                "这个局面上对局已经结束：没有可搜索的着法",
            )
        }),
        running: shared
            .jobs
            .running(Task::Ladder)
            .then(|| lang.pick("The ladder is running", "优化阶梯正在运行")),
    };
    if run.show(ui) {
        actions.push(engines::Action::RunLadder);
    }
    let Some((_, rungs)) = &tab.ladder else { return };
    let minimax = rungs[0].nodes.max(1);
    let decades = decades(rungs.iter().map(|rung| rung.nodes).max().unwrap_or(1));
    ui.weak(lang.pick(
        "Positions visited, on a log scale: each tick ten times the one before",
        "访问的结点数，对数刻度：每个刻度是前一个的十倍",
    ));
    axis(ui, decades, lang);
    for (rung, found) in Rung::LADDER.into_iter().zip(rungs) {
        chart_row(ui, rung, found, minimax, decades, lang);
    }
    ui.weak(lang.pick(
        "Times are of this run: they vary from run to run, the positions visited never do.",
        "用时仅为本次运行的结果，每次都会不同；访问的结点数则始终不变。",
    ));
}

/// How many factors of ten the scale spans: enough for the most positions a rung visited.
fn decades(most: u64) -> u32 {
    (most.max(10) as f64).log10().ceil() as u32
}

/// Where `nodes` falls on a log scale of `decades` factors of ten, from 0 (one position) to 1.
fn share(nodes: u64, decades: u32) -> f32 {
    ((nodes.max(1) as f64).log10() / f64::from(decades)) as f32
}

/// The width of the scale and the bars: short of the edge, so a scroll bar over it never hides the
/// last label.
fn scale_width(ui: &Ui) -> f32 {
    ui.available_width() - 8.0
}

/// The scale above the bars: 1, 10, 100, 1k, ... positions, each tick a factor of ten.
fn axis(ui: &mut Ui, decades: u32, lang: Lang) {
    let width = scale_width(ui);
    let (rect, response) = ui.allocate_exact_size(vec2(width, 18.0), Sense::hover());
    let painter = ui.painter_at(rect.expand2(vec2(4.0, 0.0)));
    let color = ui.visuals().text_color();
    let font = FontId::proportional(11.0);
    for decade in 0..=decades {
        let x = rect.left() + rect.width() * decade as f32 / decades as f32;
        painter.line_segment(
            [pos2(x, rect.bottom() - 4.0), pos2(x, rect.bottom())],
            Stroke::new(1.0, color),
        );
        // As each language shortens its large numbers: 1k, 10k, 1M; 1千, 1万, 100万.
        let label = match (decade, lang) {
            (0..=2, _) => 10u64.pow(decade).to_string(),
            (3..=5, Lang::En) => format!("{}k", 10u64.pow(decade - 3)),
            (_, Lang::En) => format!("{}M", 10u64.pow(decade - 6)),
            (3, Lang::Zh) => "1千".to_string(),
            (_, Lang::Zh) => format!("{}万", 10u64.pow(decade - 4)),
        };
        let align = if decade == decades {
            Align2::RIGHT_BOTTOM
        } else {
            Align2::CENTER_BOTTOM
        };
        let at = pos2(x.clamp(rect.left() + 4.0, rect.right()), rect.bottom() - 5.0);
        painter.text(at, align, label, font.clone(), color);
    }
    let ticks = (0..=decades)
        .map(|d| 10u64.pow(d).to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let said = lang.pick(format!("A scale of ticks at {ticks}"), format!("刻度：{ticks}"));
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &said));
}

/// One rung: its name and idea, its bar on the scale, the count and how many times fewer than the
/// course's minimax, the time and agreement.
fn chart_row(ui: &mut Ui, rung: Rung, found: &Decision, minimax: u64, decades: u32, lang: Lang) {
    ui.add_space(2.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(rung.label(lang)).strong())
            .on_hover_text(rung.idea(lang));
        ui.weak(format!(
            "{} · {}",
            found.found.words(lang),
            duration(found.elapsed, lang)
        ));
        agreement(ui, found.verdict(), lang);
    });
    let width = scale_width(ui);
    let (rect, response) = ui.allocate_exact_size(vec2(width, 18.0), Sense::hover());
    let bar = Rect::from_min_size(
        rect.min,
        vec2((rect.width() * share(found.nodes, decades)).max(2.0), rect.height()),
    );
    let painter = ui.painter_at(rect);
    painter.rect_filled(bar, 3.0, green_fill(ui.visuals()));
    let factor = minimax as f64 / found.nodes.max(1) as f64;
    let times = match factor >= 10.0 {
        true => thousands(factor.round() as u64),
        false => format!("{factor:.1}"),
    };
    let fewer = match rung {
        Rung::CourseMinimax => lang.pick("the baseline", "基准").to_string(),
        _ => lang.pick(format!("{times}x fewer"), format!("仅为 1/{times}")),
    };
    let nodes = thousands(found.nodes);
    let count = format!("{} · {fewer}", cost::positions(found.nodes, lang));
    painter.text(
        rect.left_center() + vec2(6.0, 0.0),
        Align2::LEFT_CENTER,
        &count,
        FontId::proportional(13.0),
        ui.visuals().strong_text_color(),
    );
    let said = match rung {
        Rung::CourseMinimax => lang.pick(
            format!("{nodes} positions visited: the course's minimax, the baseline"),
            format!("访问 {nodes} 个结点：课程版极大极小，作为基准"),
        ),
        _ => lang.pick(
            format!("{nodes} positions visited, {fewer} than the course's minimax"),
            format!("访问 {nodes} 个结点，仅为课程版极大极小的 1/{times}"),
        ),
    };
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &said));
    response.on_hover_text(said);
}

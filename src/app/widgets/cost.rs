//! What an engine's answer cost, said the same way wherever the window shows it (the Moves list,
//! Compare, the ladder, the verification): a search counts the positions it visited, the table its
//! reads. The computer's move costs more than the same engine's answer in Compare: it judges every
//! candidate move on its own, so that its level can weigh each one.

use crate::engines::{Decision, Engine};
use crate::lang::Lang;
use crate::output::numbers::{count, thousands};

/// One search of one position, or one read of the table: "240 positions", "1 read".
pub fn of_position(d: &Decision, lang: Lang) -> String {
    match d.engine {
        Engine::Table => lang.pick(count(d.nodes, "read"), format!("读表 {} 次", thousands(d.nodes))),
        _ => positions(d.nodes, lang),
    }
}

/// "240 positions", "240 个结点".
pub fn positions(nodes: u64, lang: Lang) -> String {
    lang.pick(count(nodes, "position"), format!("{} 个结点", thousands(nodes)))
}

/// The computer's move, judged move by move: "1,584 positions over 9 candidate moves", "9 reads, one
/// per candidate move".
pub fn of_move(d: &Decision, lang: Lang) -> String {
    let moves = d.board.actions().into_iter().count() as u64;
    match d.engine {
        Engine::Table => lang.pick(
            format!("{}, one per candidate move", count(moves, "read")),
            format!("读表 {moves} 次，每个候选着法一次"),
        ),
        _ => lang.pick(
            format!("{} over {}", count(d.nodes, "position"), count(moves, "candidate move")),
            format!("{moves} 个候选着法共 {} 个结点", thousands(d.nodes)),
        ),
    }
}

/// Why the computer's move costs more than Compare's answer on the same board, on hover.
pub fn of_move_why(d: &Decision, lang: Lang) -> &'static str {
    match d.engine {
        Engine::Table => lang.pick(
            "The computer reads the table once for each move it could play, so that its level can weigh every one; Compare reads the position once",
            "电脑为每个可走的着法各读一次表，好让它的难度权衡每一个着法；“对比引擎”只读这个局面一次",
        ),
        _ => lang.pick(
            "The computer searches each move it could play on its own, so that its level can weigh every one; Compare searches the position once, and visits fewer",
            "电脑对每个可走的着法各搜索一次，好让它的难度权衡每一个着法；“对比引擎”只搜索这个局面一次，访问的结点更少",
        ),
    }
}

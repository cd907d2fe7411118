//! Notices: what the player is told of a problem, shown until it clears or is dismissed, and not again
//! while a dismissed problem still holds.

use super::super::fonts;
use super::{ChineseFont, Notice, NoticeKind, State, Task};
use crate::lang::{Lang, Said};

impl State {
    pub(super) fn job_failed(&mut self, task: Task) {
        let text = match task {
            Task::ComputerMove => {
                self.game.failed();
                Said::new(
                    "The live search stopped unexpectedly; the computer went back to the table.",
                    "实时搜索意外中止；电脑改回查表。",
                )
            }
            Task::Compare => Said::new("Comparing the engines stopped unexpectedly.", "引擎对比意外中止。"),
            Task::Verify => Said::new("The verification stopped unexpectedly.", "验证意外中止。"),
            Task::Recording => {
                self.explore.failed(task);
                Said::new("Recording the search stopped unexpectedly.", "记录搜索意外中止。")
            }
            Task::Ladder => Said::new("The ladder stopped unexpectedly.", "优化阶梯意外中止。"),
            Task::Save => Said::new("Saving the session stopped unexpectedly.", "保存会话意外中止。"),
            Task::Check => {
                self.code.failed();
                Said::new("Checking your file stopped unexpectedly.", "检查你的文件意外中止。")
            }
            Task::YourSearch => {
                self.explore.failed(task);
                Said::new(
                    "Tracing your minimax stopped unexpectedly.",
                    "跟踪你的 minimax 意外中止。",
                )
            }
        };
        self.notify(NoticeKind::JobFailed, text);
    }

    /// Says what to install while Chinese is asked for and no font has its characters.
    pub(super) fn chinese_font_said(&mut self) {
        if self.wanted_lang() == Lang::Zh && self.chinese_font == ChineseFont::Missing {
            self.notify(NoticeKind::NoChineseFont, Said::new(fonts::MISSING, fonts::MISSING_ZH));
        }
    }

    /// Shows a notice, replacing an earlier one of the same kind, unless the player dismissed that
    /// problem and it has not cleared since.
    pub(super) fn notify(&mut self, kind: NoticeKind, text: Said) {
        if self.silenced.contains(&kind) {
            return;
        }
        self.notices.retain(|n| n.kind != kind);
        self.notices.push(Notice { text, kind });
    }

    /// The problem behind a kind of notice no longer holds: its notice goes, and a new one will show.
    pub(super) fn cleared(&mut self, kind: NoticeKind) {
        self.notices.retain(|n| n.kind != kind);
        self.silenced.retain(|&k| k != kind);
    }

    /// Hides a notice; its problem is not told again until it clears.
    pub(super) fn dismiss(&mut self, kind: NoticeKind) {
        self.notices.retain(|n| n.kind != kind);
        self.silenced.push(kind);
    }
}

//! The program Python runs: the files of `python/`, one concern each, joined after the constants both
//! sides need, which are written here from the checker's own.

use crate::output::json::{Object, ToJson};

use super::super::calls::Function;

/// The most processes the learner's code may have running at once, its own Python included.
pub const PROCESSES: u32 = 64;
/// The exit status of a warden that stopped the learner's code for starting more.
pub const TOO_MANY_PROCESSES: i32 = 120;

/// The files of the Python side, in the order they are joined: the opening (its imports and its own
/// constants) first, the loop that serves the requests last.
const FILES: [&str; 12] = [
    include_str!("../python/head.py"),
    include_str!("../python/values.py"),
    include_str!("../python/rules.py"),
    include_str!("../python/channel.py"),
    include_str!("../python/warden.py"),
    include_str!("../python/pristine.py"),
    include_str!("../python/lookout.py"),
    include_str!("../python/lines.py"),
    include_str!("../python/trace.py"),
    include_str!("../python/change.py"),
    include_str!("../python/check50.py"),
    include_str!("../python/serve.py"),
];

/// The whole program, with check50's checks (as [`super::super::check50::python_table`] writes them)
/// among its constants.
pub fn program(check50: &Object) -> String {
    let names: Vec<String> = Function::ALL.iter().map(|f| format!("{:?}", f.name())).collect();
    let mut table = String::new();
    check50.to_string().write_json(&mut table);
    let mut out = String::from(FILES[0]);
    out.push_str(&format!(
        "\n# The constants both sides need, written by the checker.\n\
         FUNCTIONS = ({},)\n\
         # The most processes the learner's code may have running at once, its own Python included.\n\
         PROCESSES = {PROCESSES}\n\
         # The warden's exit status when it stopped a worker for starting more.\n\
         TOO_MANY_PROCESSES = {TOO_MANY_PROCESSES}\n\
         # check50's checks of the learner's functions, by name.\n\
         CHECK50 = json.loads({table})\n",
        names.join(", ")
    ));
    for file in &FILES[1..] {
        out.push('\n');
        out.push_str(file);
    }
    out.push_str("\n\nmain()\n");
    out
}

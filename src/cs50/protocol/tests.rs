//! Both sides of the boundary agree: Python's own encoding of a sample of every kind of value, error,
//! board afterwards, verdict and traced call reads back here as the typed value it is, and the
//! reference rules Python swaps in for a learner's functions answer as the board's rules do on every
//! reachable position.

use std::process::Command;

use super::*;
use crate::board::positions;

/// Runs `driver` after the Python side's own files (`files`), and returns what it printed, a line each.
fn python(files: &[&str], driver: &str) -> Vec<String> {
    let mut program = String::from(HEAD);
    program.push_str("FUNCTIONS = ('player', 'actions', 'result', 'winner', 'terminal', 'utility', 'minimax')\n");
    for file in files {
        program.push_str(file);
        program.push('\n');
    }
    program.push_str(driver);
    let output = Command::new("python3")
        .args(["-c", &program])
        .output()
        .expect("python3 runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout)
        .expect("UTF-8")
        .lines()
        .map(str::to_string)
        .collect()
}

const HEAD: &str = include_str!("../python/head.py");
const VALUES: &str = include_str!("../python/values.py");
const RULES: &str = include_str!("../python/rules.py");
const TRACE: &str = include_str!("../python/trace.py");
const LINES: &str = include_str!("../python/lines.py");
const CHANGE: &str = include_str!("../python/change.py");
const LOOKOUT: &str = include_str!("../python/lookout.py");

/// Prints Python's replies with a sample of every kind of answer, board afterwards and reply.
const EVERY_KIND: &str = r#"
X, O, EMPTY = "X", "O", None
marks = {"X": X, "O": O, ".": EMPTY}
board = [[X, EMPTY, O], [EMPTY, X, EMPTY], [EMPTY, EMPTY, EMPTY]]
def reply(**fields):
    fields["id"] = 7
    print(json.dumps(fields))
def answers():
    yield "player", None
    yield "player", O
    yield "winner", "Y"
    yield "actions", {(0, 1), (2, 2)}
    yield "actions", [(0, 1)]
    yield "actions", [[0, 1], [2, 2]]
    yield "result", board
    yield "result", ((X, O),)
    yield "terminal", True
    yield "utility", 1.0
    yield "utility", 0.5
    yield "utility", 2 ** 70
    yield "minimax", (2, 1)
    yield "minimax", [2, 1]
for name, value in answers():
    reply(returned=value_of(name, value, marks), after=after(board, [row[:] for row in board], marks))
try:
    raise ValueError("cell\ttaken")
except ValueError as error:
    reply(raised=error_of(error, "/no/such/file.py"), after=["not_a_board"], shares=shared(board, board))
copied = [board[0][:], board[1], board[2][:]]
reply(returned=traced_value((float("-inf"), (1, 1))), after=["board", "X.O.X...."], shares=shared(copied, board),
      line=40)
reply(done=True)
reply(check50="fail", rationale='expected "X", not "O"')
"#;

#[test]
fn every_kind_of_answer_reads_back_as_what_python_meant() {
    let lines = python(&[VALUES, TRACE], EVERY_KIND);
    let grid = |text: &str| Grid::read(text).unwrap();
    let other = |type_name: &str, repr: &str, shape| Value::Other {
        type_name: type_name.to_string(),
        repr: repr.to_string(),
        shape,
    };
    let expected = [
        Value::None,
        Value::Mark(Player::O),
        other("str", "'Y'", None),
        Value::Moves {
            container: "set".to_string(),
            moves: vec![(0, 1), (2, 2)],
        },
        Value::Moves {
            container: "list".to_string(),
            moves: vec![(0, 1)],
        },
        other("list", "[[0, 1], [2, 2]]", Some(Shape::ListedMoves)),
        Value::Board(grid("X.O.X....")),
        other("tuple", "(('X', 'O'),)", None),
        Value::Bool(true),
        Value::Int(1),
        Value::Float(0.5, "0.5".to_string()),
        other("int", "1180591620717411303424", None),
        Value::Move(2, 1),
        other("list", "[2, 1]", Some(Shape::ListedMove)),
    ];
    assert_eq!(lines.len(), expected.len() + 4, "{lines:?}");
    for (line, value) in lines.iter().zip(&expected) {
        let read = reply(line, 7).unwrap_or_else(|| panic!("{line}"));
        assert_eq!(read.answer, Answer::Returned(value.clone()), "{line}");
        assert_eq!(read.after, After::Same, "{line}");
        assert_eq!(reply(line, 8), None, "another request's reply: {line}");
    }
    let raised = reply(&lines[expected.len()], 7).unwrap();
    let error = PythonError {
        name: "ValueError".to_string(),
        message: "cell taken".to_string(),
        line: None,
        kind: ErrorKind::Other,
    };
    assert_eq!(
        raised,
        Reply {
            answer: Answer::Raised(error),
            after: After::NotABoard,
            shares: Some(Shares::Board),
            line: None,
            seconds: None,
        }
    );
    let scored = reply(&lines[expected.len() + 1], 7).unwrap();
    assert_eq!(
        scored.answer,
        Answer::Returned(Value::Scored(f64::NEG_INFINITY, Some((1, 1))))
    );
    assert_eq!(scored.after, After::Board(grid("X.O.X....")));
    assert_eq!((scored.shares, scored.line), (Some(Shares::Rows), Some(40)));
    assert!(lines[..expected.len()].iter().all(|line| {
        let read = reply(line, 7).unwrap();
        (read.shares, read.line, read.seconds) == (None, None, None)
    }));
    assert!(done(&lines[expected.len() + 2], 7));
    assert_eq!(
        verdict(&lines[expected.len() + 3], 7),
        Some(Verdict::Fail("expected \"X\", not \"O\"".to_string()))
    );
}

#[test]
fn every_way_the_lookout_names_reads_back_as_that_way() {
    let driver = r#"
for way in sorted(set(REACHES.values()) | FRAME_ATTRIBUTES):
    print(json.dumps({"id": 7, "reached": {"event": way, "line": 12}, "after": ["same"]}))
"#;
    let lines = python(&[LOOKOUT], driver);
    let ways: Vec<Way> = lines
        .iter()
        .map(|line| match reply(line, 7).map(|reply| reply.answer) {
            Some(Answer::Reached(Reach { way, line: Some(12) })) => way,
            _ => panic!("{line}"),
        })
        .collect();
    assert_eq!(ways.len(), Way::NAMES.len(), "{lines:?}");
    for (line, way) in lines.iter().zip(&ways) {
        assert!(line.contains(&format!("\"event\": \"{}\"", way.name())), "{line}");
    }
}

#[test]
fn a_traced_search_reads_back_call_by_call() {
    let driver = r#"
X, O, EMPTY = "X", "O", None
marks = {"X": X, "O": O, ".": EMPTY}
path = "/learner.py"
source = '''
def minimax(board):
    return max_value(board, -2, float("inf"))[1]
def max_value(board, alpha, beta):
    if alpha < beta:
        return 1, (2, 2)
    return 0, None
'''
module = type(sys)("learner")
exec(compile(source, path, "exec"), module.__dict__)
def right_functions(marks):
    return {"player": lambda b: X, "actions": lambda b: {(2, 2)}, "result": lambda b, a: b,
            "terminal": lambda b: True, "utility": lambda b: 1}
board = [[X, O, X], [O, X, O], [O, X, EMPTY]]
learner = type(sys)("learner")
learner.module, learner.marks, learner.path, learner.own = module, marks, path, {"actions": lambda b: {(2, 2)}}
learner.guards = Guards(Source(source))
print(json.dumps({"id": 3, "traced": trace(learner, board)}))
"#;
    let lines = python(&[VALUES, LINES, TRACE, CHANGE], driver);
    let traced = traced(&lines[0], 3).unwrap_or_else(|| panic!("{}", lines[0]));
    assert_eq!(traced.answer, Some(Answer::Returned(Value::Move(2, 2))));
    assert_eq!(traced.alphabeta, Some(1));
    assert_eq!(traced.line, Some(3), "the line minimax returned from");
    assert_eq!(
        traced.calls,
        [
            TracedCall {
                depth: 0,
                function: "minimax".to_string(),
                board: Grid::read("XOXOXOOX.").unwrap(),
                args: vec![],
                returned: Value::Move(2, 2),
                lines: Lines {
                    from: None,
                    returned: Some(3),
                    decided: None,
                },
                open: false,
            },
            TracedCall {
                depth: 1,
                function: "max_value".to_string(),
                board: Grid::read("XOXOXOOX.").unwrap(),
                args: vec![("alpha".to_string(), -2.0), ("beta".to_string(), f64::INFINITY)],
                returned: Value::Scored(1.0, Some((2, 2))),
                lines: Lines {
                    from: Some(3),
                    returned: Some(6),
                    decided: Some(5),
                },
                open: false,
            }
        ]
    );
}

#[test]
fn the_reference_rules_answer_as_the_boards_rules_on_every_reachable_position() {
    let boards = positions::reachable();
    let driver = format!(
        r#"
X, O, EMPTY = "X", "O", None
marks = {{"X": X, "O": O, ".": EMPTY}}
right = right_functions(marks)
for cells in [{}]:
    row = [marks[c] for c in cells]
    board = [row[0:3], row[3:6], row[6:9]]
    over = right["terminal"](board)
    # CS50 leaves player, actions and result undefined on a finished board, utility on an unfinished one.
    if over:
        print(json.dumps([None, None, None, right["winner"](board), over, right["utility"](board)]))
        continue
    results = ["".join("." if c is None else c for r in right["result"](board, a) for c in r)
               for a in sorted(right["actions"](board))]
    print(json.dumps([right["player"](board), sorted(right["actions"](board)), results, right["winner"](board),
                      over, None]))
"#,
        boards.iter().map(|b| format!("\"{b}\"")).collect::<Vec<_>>().join(",")
    );
    let lines = python(&[RULES], &driver);
    assert_eq!(lines.len(), boards.len());
    for (board, line) in boards.iter().zip(&lines) {
        let finished = board.is_terminal();
        let actions: Vec<String> = board
            .actions()
            .into_iter()
            .map(|c| format!("[{}, {}]", c.row(), c.col()))
            .collect();
        let results: Vec<String> = board
            .actions()
            .into_iter()
            .map(|cell| format!("\"{}\"", board.play(cell).expect("legal")))
            .collect();
        let (player, actions, results) = match board.to_move() {
            Some(player) => (
                format!("\"{player}\""),
                format!("[{}]", actions.join(", ")),
                format!("[{}]", results.join(", ")),
            ),
            None => ("null".to_string(), "null".to_string(), "null".to_string()),
        };
        let winner = board.winner().map_or("null".to_string(), |w| format!("\"{w}\""));
        let utility = board.utility().map_or("null".to_string(), |u| u.to_string());
        let expected = format!("[{player}, {actions}, {results}, {winner}, {finished}, {utility}]");
        assert_eq!(line, &expected, "{board}");
    }
}

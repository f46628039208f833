//! The headless commands: scenario, simulate, bench, cards. Each prints plain text and returns an
//! exit status.

pub mod arena;
pub mod bench;
pub mod cards;
pub mod dopynion;
pub mod scenario;
pub mod simulate;

/// The closing lines of a simulation report, the same for every ruleset: the log digest, the speed
/// on one thread, the problems found; returns the exit status (1 when there were problems).
pub fn print_run_footer(
    digest: u64,
    games: usize,
    seconds: f64,
    check: bool,
    problems: &[String],
) -> i32 {
    println!("log digest: {digest:016x}");
    println!(
        "games per second: {:.0} ({seconds:.3} s, one thread)",
        games as f64 / seconds
    );
    if check {
        println!("invariant and determinism problems: {}", problems.len());
    }
    for problem in problems.iter().take(20) {
        println!("problem: {problem}");
    }
    i32::from(!problems.is_empty())
}

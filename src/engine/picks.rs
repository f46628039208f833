//! What each agent of a two-seat run plays (a team, a deck): named per agent on the command line or
//! drawn at random, the same for both agents when the run is mirrored. Shared by the rulesets whose
//! players bring their own content.

use super::GameRng;

/// Each agent's named choice as the content's id (`find` looks a name up); "random" leaves it to
/// the draw. An unknown name is an error that lists the `known` ids, calling the content `what`.
pub fn named_choices<'a>(
    names: &[String],
    what: &str,
    find: impl Fn(&str) -> Option<String>,
    known: impl Iterator<Item = &'a str>,
) -> Result<Vec<Option<String>>, String> {
    let known: Vec<&str> = known.collect();
    names
        .iter()
        .map(|name| match find(name) {
            Some(id) => Ok(Some(id)),
            None if name == "random" => Ok(None),
            None => Err(format!(
                "no {what} called \"{name}\" ({what}s: {})",
                known.join(", ")
            )),
        })
        .collect()
}

/// The ids the two agents play in one game: each agent's own choice, else the one drawn once for
/// both when the run is mirrored, else a draw of its own from `ids` (drawn in that order, so a
/// seed gives the same games).
pub fn per_agent(
    chosen: &[Option<String>],
    mirror: bool,
    ids: &[&str],
    rng: &mut GameRng,
) -> [String; 2] {
    let mirrored = mirror.then(|| rng.below(ids.len()));
    let mut by_agent: [String; 2] = Default::default();
    for (agent, id) in by_agent.iter_mut().enumerate() {
        *id = match (chosen.get(agent).cloned().flatten(), mirrored) {
            (Some(own), _) => own,
            (None, Some(same)) => ids[same].to_string(),
            (None, None) => ids[rng.below(ids.len())].to_string(),
        };
    }
    by_agent
}

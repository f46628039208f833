//! The header check every scenario file shares: its `ruleset:` names the ruleset reading it. The
//! scenario command picks the ruleset by that name, so a mismatch means a file handed to a ruleset
//! directly; it is a file error, placed where the name is written.

use crate::cards::{LoadError, SourceFile};

/// Ok when the file's `ruleset:` (`named`) is `wanted`, the name of the ruleset reading it.
pub fn check_ruleset(file: &SourceFile, wanted: &str, named: &str) -> Result<(), LoadError> {
    if named == wanted {
        Ok(())
    } else {
        Err(LoadError::at_card(
            file,
            named,
            format!("ruleset \"{named}\" is not {wanted}"),
        ))
    }
}

//! Named places a screen marks as it draws (a help spot, a hand card), kept in egui's memory so
//! that the scripted run can point the real pointer at them without the views taking new system
//! parameters or repeating their layout.

use std::hash::Hash;

use bevy_egui::egui::{Context, Id, Rect};

/// The memory key of the place called `name`: any hashable name, so a view marking a place
/// every frame need not build a string for it.
fn key(name: impl Hash + std::fmt::Debug) -> Id {
    Id::new(("emberdeck-spot", name))
}

/// Records that `name` was drawn at `rect` (interface points) this frame.
pub fn mark(ctx: &Context, name: impl Hash + std::fmt::Debug, rect: Rect) {
    ctx.data_mut(|data| data.insert_temp(key(name), rect));
}

/// Where `name` was last drawn, if it was.
pub fn find(ctx: &Context, name: impl Hash + std::fmt::Debug) -> Option<Rect> {
    ctx.data(|data| data.get_temp::<Rect>(key(name)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui::pos2;

    #[test]
    fn a_marked_place_is_found_by_its_name_and_no_other() {
        let ctx = Context::default();
        let rect = Rect::from_min_max(pos2(10.0, 20.0), pos2(30.0, 50.0));
        assert_eq!(find(&ctx, "score"), None);
        mark(&ctx, "score", rect);
        assert_eq!(find(&ctx, "score"), Some(rect));
        assert_eq!(find(&ctx, "hand"), None);
    }
}

//! Render models.

//! Rainbow Chase (being written).

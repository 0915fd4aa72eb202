//! Giuthi (being written).

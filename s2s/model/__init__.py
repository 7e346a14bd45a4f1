"""Polyhedral model: iteration domains, access relations, schedules and dependences (islpy)."""

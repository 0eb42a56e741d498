// What the server may use of checkout: its module. Nothing else calls into the flow.

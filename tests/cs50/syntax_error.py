X = "X"
O = "O"

def player(board)
    return X
